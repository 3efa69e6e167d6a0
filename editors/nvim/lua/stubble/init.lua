-- Helpers for the Stubble language server in Neovim (0.8 and later).
--
--   require('stubble').fix_all()            -- refresh every stub in the current buffer now
--   require('stubble').fix_on_save()        -- opt in: refresh stubs before each write of a Swift buffer
--   require('stubble').refresh_workspace()  -- :StubbleRefreshWorkspace
--   require('stubble').outline()            -- :StubbleOutline (Stubble's document symbols alone)
--   require('stubble').write_changed()      -- :StubbleWriteChanged (buffers Stubble changed, not shown)
--   require('stubble').check_server(cmd)    -- warn once when the server binary cannot be found
--
-- fix_all and fix_on_save run the server's `source.fixAll.stubble` code action synchronously, so the
-- refreshed text is what gets written. Nothing happens in buffers where the `stubble` client is not
-- attached. plugin/stubble.lua defines the commands and the autocommands that use the rest.
local M = {}

local has_011 = vim.fn.has('nvim-0.11') == 1

local function clients(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = 'stubble' })
  end
  local found = {} -- Neovim 0.8/0.9
  for _, client in pairs(vim.lsp.get_active_clients({ bufnr = bufnr })) do
    if client.name == 'stubble' then
      table.insert(found, client)
    end
  end
  return found
end

local function request_sync(client, method, params, timeout_ms, bufnr)
  if has_011 then
    return client:request_sync(method, params, timeout_ms, bufnr)
  end
  return client.request_sync(method, params, timeout_ms, bufnr)
end

local function supports(client, method)
  if has_011 then
    return client:supports_method(method)
  end
  return client.supports_method(method)
end

--- Runs `source.fixAll.stubble` in `bufnr` (default: current) and applies the result before returning.
--- Returns the number of actions applied, or nil and a message when the server did not answer in time.
function M.fix_all(bufnr, timeout_ms)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  timeout_ms = timeout_ms or 2000
  local applied = 0
  for _, client in ipairs(clients(bufnr)) do
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      -- From the start to the position after the last line break: the whole buffer in any encoding.
      range = {
        start = { line = 0, character = 0 },
        ['end'] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 },
      },
      context = { diagnostics = {}, only = { 'source.fixAll.stubble' } },
    }
    local response, err = request_sync(client, 'textDocument/codeAction', params, timeout_ms, bufnr)
    if not response then
      return nil, 'stubble: no answer to source.fixAll.stubble: ' .. tostring(err)
    end
    if response.err then
      return nil, 'stubble: ' .. tostring(response.err.message)
    end
    for _, action in ipairs(response.result or {}) do
      if action.kind == 'source.fixAll.stubble' then
        if not action.edit and not action.command and supports(client, 'codeAction/resolve') then
          local resolved = request_sync(client, 'codeAction/resolve', action, timeout_ms, bufnr)
          if resolved and resolved.result then
            action = resolved.result
          end
        end
        if action.edit then
          vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
          applied = applied + 1
        end
        local command = type(action.command) == 'table' and action.command or nil
        if command then
          request_sync(client, 'workspace/executeCommand', command, timeout_ms, bufnr)
          applied = applied + 1
        end
      end
    end
  end
  return applied
end

local function any_client()
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ name = 'stubble' })[1]
  end
  for _, client in pairs(vim.lsp.get_active_clients()) do
    if client.name == 'stubble' then
      return client
    end
  end
end

local function request(client, method, params, handler, bufnr)
  if has_011 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local warned_missing = false

--- Warns once per session, with the setting that fixes it, when `cmd` (the server's command, a list) names
--- no executable: without it Neovim starts no client and shows nothing (only :checkhealth vim.lsp says why).
--- `how` is what to change in the user's set-up (default: the vim.lsp.config call of Neovim 0.11+).
--- Returns true when the server can start.
function M.check_server(cmd, how)
  if type(cmd) ~= 'table' or type(cmd[1]) ~= 'string' then
    return true -- a function (vim.lsp.rpc.connect, ...): nothing to check
  end
  if vim.fn.executable(cmd[1]) == 1 then
    return true
  end
  if not warned_missing then
    warned_missing = true
    how = how or "vim.lsp.config('stubble', { cmd = { '/path/to/stubble', 'lsp' } })"
    vim.notify(
      string.format(
        "Stubble: the language server '%s' is not an executable on PATH, so Stubble's diagnostics and code actions "
          .. 'are off. Build it (swift build -c release --product stubble), put it on PATH, or set its path: %s',
        cmd[1],
        how
      ),
      vim.log.levels.WARN
    )
  end
  return false
end

--- Runs the server's `stubble.refreshWorkspace` command: every stale stub in every Swift file of the workspace
--- folders is refreshed in one workspace edit (files that are not open are loaded into buffers and changed
--- there: write them with :StubbleWriteChanged or :wall). `done(err, result)` is called with the answer.
function M.refresh_workspace(done)
  local client = any_client()
  if not client then
    vim.notify('Stubble: no stubble client is running (open a Swift file first)', vim.log.levels.WARN)
    return false
  end
  local command = { title = 'Refresh stubs in the workspace', command = 'stubble.refreshWorkspace', arguments = {} }
  local function handler(err, result)
    if err then
      vim.notify('Stubble: refreshing the workspace failed: ' .. tostring(err.message), vim.log.levels.ERROR)
    elseif result then
      vim.notify(
        string.format('Stubble: %d of %d files refreshed', result.filesChanged or 0, result.filesScanned or 0),
        vim.log.levels.INFO
      )
    end
    if done then
      done(err, result)
    end
  end
  if has_011 and client.exec_cmd then
    client:exec_cmd(command, {}, handler)
  else
    request(client, 'workspace/executeCommand', { command = command.command, arguments = command.arguments }, handler)
  end
  return true
end

--- Stubble's outline of the buffer (its `textDocument/documentSymbol` alone) in the location list. With
--- sourcekit-lsp attached too, `vim.lsp.buf.document_symbol()` shows one server's answer; this asks Stubble.
function M.outline(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = clients(bufnr)[1]
  if not client then
    vim.notify('Stubble: the stubble client is not attached to this buffer', vim.log.levels.WARN)
    return false
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
  request(client, 'textDocument/documentSymbol', params, function(err, result)
    if err or not result then
      vim.notify('Stubble: no outline: ' .. tostring(err and err.message), vim.log.levels.WARN)
      return
    end
    local items = vim.lsp.util.symbols_to_items(result, bufnr, client.offset_encoding)
    vim.fn.setloclist(0, {}, ' ', { title = 'Stubble outline', items = items })
    vim.cmd('lopen')
  end, bufnr)
  return true
end

-- Buffers that became modified while shown in no window (see `M.track_hidden_change`).
local changed_while_hidden = {}

--- Watches a Swift buffer (plugin/stubble.lua calls it when one is read): a change while it is shown in no
--- window cannot have been typed, so it came from a workspace edit, such as Stubble's cross-file actions
--- (make stubbable on an extension, remove stubs, refresh the workspace), which load the file into a hidden
--- buffer and change it there. Such buffers are remembered until written, and the user is told.
function M.watch_buffer(buf)
  vim.api.nvim_buf_attach(buf, false, {
    on_lines = function(_, b)
      if #vim.fn.win_findbuf(b) == 0 then
        changed_while_hidden[b] = true
        M.notice_hidden_change()
      end
    end,
  })
end

--- The Swift buffers a workspace edit changed while they were shown in no window, still unwritten and
--- still not shown: what `:q` would stop at with E37/E162.
function M.changed_hidden()
  local found = {}
  for b in pairs(changed_while_hidden) do
    if vim.api.nvim_buf_is_valid(b) and vim.api.nvim_buf_is_loaded(b) and vim.bo[b].modified
      and #vim.fn.win_findbuf(b) == 0 then
      table.insert(found, b)
    else
      changed_while_hidden[b] = nil
    end
  end
  table.sort(found)
  return found
end

--- Writes the buffers of `M.changed_hidden()` (or `bufs`). Returns the number written.
function M.write_changed(bufs)
  local written = 0
  for _, b in ipairs(bufs or M.changed_hidden()) do
    vim.api.nvim_buf_call(b, function()
      vim.cmd('silent write')
    end)
    written = written + 1
  end
  return written
end

local function names(bufs)
  local list = {}
  for _, b in ipairs(bufs) do
    table.insert(list, vim.fn.fnamemodify(vim.api.nvim_buf_get_name(b), ':~:.'))
  end
  return table.concat(list, ', ')
end

--- Before :q with Stubble's hidden changes unwritten (which would stop with E37/E162): asks whether to
--- write them. `confirm` defaults to vim.fn.confirm.
function M.offer_write_on_quit(confirm)
  local bufs = M.changed_hidden()
  if #bufs == 0 or not any_client() then
    return 0
  end
  confirm = confirm or vim.fn.confirm
  local choice = confirm(
    string.format('Stubble changed %s (not shown, not written). Write before quitting?', names(bufs)),
    '&Write\n&Keep unwritten',
    1
  )
  if choice == 1 then
    return M.write_changed(bufs)
  end
  return 0
end

local pending_notice = false

--- Tells (once per batch of edits) which hidden buffers Stubble's edit changed and how to write them.
function M.notice_hidden_change()
  if pending_notice or not any_client() then
    return
  end
  pending_notice = true
  vim.schedule(function()
    pending_notice = false
    local bufs = M.changed_hidden()
    if #bufs > 0 then
      vim.notify(
        string.format(
          'Stubble changed %s, not shown and not written: :StubbleWriteChanged writes %s',
          names(bufs),
          #bufs == 1 and 'it' or 'them'
        ),
        vim.log.levels.INFO
      )
    end
  end)
end

--- Opt-in: refresh stubs on `BufWritePre` in Swift buffers. Call again to replace the autocommand.
--- opts.timeout_ms (default 2000): how long a save may wait for the server.
function M.fix_on_save(opts)
  opts = opts or {}
  local group = vim.api.nvim_create_augroup('StubbleFixOnSave', { clear = true })
  vim.api.nvim_create_autocmd('BufWritePre', {
    group = group,
    pattern = { '*.swift' },
    callback = function(args)
      local ok, message = M.fix_all(args.buf, opts.timeout_ms)
      if not ok and message then
        vim.notify(message, vim.log.levels.WARN)
      end
    end,
  })
  return group
end

return M
