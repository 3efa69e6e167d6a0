-- Helpers for the Stubble language server in Neovim (0.8 and later).
--
--   require('stubble').fix_all()        -- refresh every stub in the current buffer now
--   require('stubble').fix_on_save()    -- opt in: refresh stubs before each write of a Swift buffer
--
-- Both run the server's `source.fixAll.stubble` code action synchronously, so the refreshed text is what
-- gets written. Nothing happens in buffers where the `stubble` client is not attached.
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
