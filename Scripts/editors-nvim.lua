-- Real-client test: Neovim (headless) with the shipped `editors/nvim` config against `stubble lsp`.
--
--   nvim --headless -u Scripts/editors-nvim-init.lua -l Scripts/editors-nvim.lua SCENARIO.json WORKDIR
--
-- Plays the steps of SCENARIO.json (shared with the Emacs driver) on a copy of its Swift file in WORKDIR,
-- through the same functions a user's key presses reach: vim.lsp.buf.code_action{apply = true}, buffer
-- edits, :write with `require('stubble').fix_on_save()`. Each step asserts; Neovim exits 1 when any step
-- failed. When a step that leaves the buffer in a known state fails, the buffer is set to that state so
-- that the following steps still test what they are about.
local scenario_path, workdir = _G.arg[1], _G.arg[2]
assert(scenario_path and workdir, 'usage: -l editors-nvim.lua SCENARIO.json WORKDIR')

local timeout_ms = tonumber(os.getenv('STUBBLE_EDITOR_TIMEOUT_MS') or '10000')
local scenario_dir = vim.fs.dirname(scenario_path)
local scenario = vim.json.decode(table.concat(vim.fn.readfile(scenario_path), '\n'))

local passed, failed = 0, 0
local failures = {}

local function log(fmt, ...)
  io.stdout:write(string.format(fmt, ...) .. '\n')
end

local function read_lines(path)
  return vim.fn.readfile(path)
end

local function unified_diff(expected, actual)
  local a = table.concat(expected, '\n') .. '\n'
  local b = table.concat(actual, '\n') .. '\n'
  return vim.text and vim.text.diff and vim.text.diff(a, b, { ctxlen = 2 }) or vim.diff(a, b, { ctxlen = 2 })
end

-- The client and buffer under test --------------------------------------------------------------------

-- Server settings of the scenario, given the way editors/nvim/README.md tells users to:
-- vim.lsp.config('stubble', { settings = { stubble = {...} } }), before the client starts.
if scenario.settings then
  vim.lsp.config('stubble', { settings = { stubble = scenario.settings } })
end

local file = vim.fs.joinpath(workdir, scenario.file)
vim.cmd.edit(vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()

local function stubble_client()
  return vim.lsp.get_clients({ bufnr = buf, name = 'stubble' })[1]
end

local diagnostics_changes = 0
vim.api.nvim_create_autocmd('DiagnosticChanged', {
  buffer = buf,
  callback = function()
    diagnostics_changes = diagnostics_changes + 1
  end,
})

local function stubble_diagnostics()
  local client = stubble_client()
  if not client then
    return {}
  end
  local all = {}
  for _, is_pull in ipairs({ false, true }) do
    local ns = vim.lsp.diagnostic.get_namespace(client.id, is_pull)
    vim.list_extend(all, vim.diagnostic.get(buf, { namespace = ns }))
  end
  table.sort(all, function(a, b)
    if a.lnum ~= b.lnum then
      return a.lnum < b.lnum
    end
    return a.col < b.col
  end)
  return all
end

-- LSP's names for Neovim's severities (vim.diagnostic.severity.ERROR == 1, ...).
local severity_names = { 'error', 'warning', 'information', 'hint' }

local function describe_diagnostics(list)
  local out = {}
  for _, d in ipairs(list) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?'
    table.insert(
      out,
      string.format('  line %d col %d %s [%s] %s', d.lnum + 1, d.col + 1, severity_names[d.severity], tostring(code), d.message)
    )
  end
  return #out > 0 and table.concat(out, '\n') or '  (none)'
end

-- Waits until the server has published diagnostics for the text as it is now (any publish after
-- `since`), or until the timeout: actions are computed against what the server last saw either way.
local function wait_for_publish(since, ms)
  vim.wait(ms or 3000, function()
    return diagnostics_changes > since
  end, 20)
end

local function buffer_lines()
  return vim.api.nvim_buf_get_lines(buf, 0, -1, false)
end

local function set_buffer_to(lines)
  local since = diagnostics_changes
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  wait_for_publish(since)
end

-- Puts the cursor on the `occurrence`-th match of `text` (plain), at its first character.
local function place_cursor(at)
  local text = type(at) == 'table' and at.text or at
  local occurrence = type(at) == 'table' and at.occurrence or 1
  local seen = 0
  for row, line in ipairs(buffer_lines()) do
    local init = 1
    while true do
      local s = line:find(text, init, true)
      if not s then
        break
      end
      seen = seen + 1
      if seen == occurrence then
        vim.api.nvim_win_set_cursor(0, { row, s - 1 })
        return true
      end
      init = s + 1
    end
  end
  return false, string.format('text %q (occurrence %d) not found in the buffer', text, occurrence)
end

-- 0-based row and byte column of the position just after `prefix`.
local function end_of(prefix)
  local row = select(2, prefix:gsub('\n', ''))
  local last_newline = prefix:match('.*()\n')
  return row, last_newline and (#prefix - last_newline) or #prefix
end

-- Replaces the first occurrence of `edit.replace` by `edit.with`, as typing would (one buffer change).
local function apply_text_edit(edit)
  local content = table.concat(buffer_lines(), '\n')
  local s, e = content:find(edit.replace, 1, true)
  if not s then
    return false, string.format('text to replace %q not found in the buffer', edit.replace)
  end
  local row, col = end_of(content:sub(1, s - 1))
  local end_row, end_col = end_of(content:sub(1, e))
  local since = diagnostics_changes
  vim.api.nvim_buf_set_text(buf, row, col, end_row, end_col, vim.split(edit.with, '\n', { plain = true }))
  wait_for_publish(since)
  return true
end

-- The code actions the stubble client offers at the cursor, as `vim.lsp.buf.code_action` asks for them.
local function list_actions()
  local client = stubble_client()
  local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
  local lnum = vim.api.nvim_win_get_cursor(0)[1] - 1
  local diags = {}
  for _, d in ipairs(stubble_diagnostics()) do
    if d.lnum == lnum then
      table.insert(diags, d.user_data.lsp)
    end
  end
  params.context = { diagnostics = diags, triggerKind = 1 }
  local response, err = client:request_sync('textDocument/codeAction', params, timeout_ms, buf)
  if not response then
    return nil, 'no answer to textDocument/codeAction: ' .. tostring(err)
  end
  if response.err then
    return nil, 'textDocument/codeAction failed: ' .. vim.inspect(response.err)
  end
  return response.result or {}
end

local function titles_of(actions)
  local titles = {}
  for _, a in ipairs(actions) do
    table.insert(titles, a.title)
  end
  return titles
end

-- STUBBLE_EDITOR_ACTUAL=DIR: write the text that differed from an expected file to DIR/<name>, to review.
local actual_dir = os.getenv('STUBBLE_EDITOR_ACTUAL')

local function compare_with_file(name, lines)
  local expected = read_lines(vim.fs.joinpath(scenario_dir, name))
  if vim.deep_equal(expected, lines) then
    return true
  end
  if actual_dir then
    vim.fn.mkdir(actual_dir, 'p')
    vim.fn.writefile(lines, vim.fs.joinpath(actual_dir, name))
  end
  return false, string.format('differs from %s:\n%s', name, unified_diff(expected, lines))
end

-- Steps -----------------------------------------------------------------------------------------------

local ops = {}

function ops.diagnostics(step)
  if step.edit then
    local ok, why = apply_text_edit(step.edit)
    if not ok then
      return false, why
    end
  end
  local want = step.expect
  local function matches()
    local got = stubble_diagnostics()
    if #got ~= #want then
      return false
    end
    for i, w in ipairs(want) do
      local d = got[i]
      local code = d.user_data and d.user_data.lsp and d.user_data.lsp.code
      if d.lnum + 1 ~= w.line or d.message ~= w.message or (w.code and code ~= w.code) then
        return false
      end
      if w.severity and severity_names[d.severity] ~= w.severity then
        return false
      end
    end
    return true
  end
  if vim.wait(timeout_ms, matches, 20) then
    return true
  end
  local lines = {}
  for _, w in ipairs(want) do
    table.insert(lines, string.format('  line %d %s [%s] %s', w.line, tostring(w.severity), tostring(w.code), w.message))
  end
  return false,
    string.format(
      'expected diagnostics:\n%s\ngot:\n%s',
      table.concat(lines, '\n'),
      describe_diagnostics(stubble_diagnostics())
    )
end

function ops.actions(step)
  local ok, why = place_cursor(step.at)
  if not ok then
    return false, why
  end
  local actions, err = list_actions()
  if not actions then
    return false, err
  end
  local titles = titles_of(actions)
  local missing = {}
  for _, t in ipairs(step.expect_titles) do
    if not vim.tbl_contains(titles, t) then
      table.insert(missing, t)
    end
  end
  if #missing > 0 then
    return false,
      string.format(
        'missing code actions: %s\noffered: %s',
        vim.inspect(missing),
        vim.inspect(titles)
      )
  end
  return true
end

-- Applies the action titled `step.title` at `step.at` the way a user does: vim.lsp.buf.code_action with a
-- filter and apply = true (Neovim resolves it, applies its edit, runs its command).
function ops.apply(step)
  if step.edit then
    local ok, why = apply_text_edit(step.edit)
    if not ok then
      return false, why
    end
  end
  local ok, why = place_cursor(step.at)
  if not ok then
    return false, why
  end
  local actions, err = list_actions()
  if not actions then
    return false, err
  end
  if not vim.tbl_contains(titles_of(actions), step.title) then
    return false, string.format('no code action %q here; offered: %s', step.title, vim.inspect(titles_of(actions)))
  end
  local tick = vim.api.nvim_buf_get_changedtick(buf)
  local since = diagnostics_changes
  vim.lsp.buf.code_action({
    apply = true,
    filter = function(a)
      return a.title == step.title
    end,
  })
  if not vim.wait(timeout_ms, function()
    return vim.api.nvim_buf_get_changedtick(buf) ~= tick
  end, 20) then
    return false, string.format('applying %q did not change the buffer', step.title)
  end
  wait_for_publish(since)
  return compare_with_file(step.expect_file, buffer_lines())
end

-- Edits (optionally), enables the shipped on-save snippet, writes the file, and compares what reached
-- the disk with the expected file.
function ops.save(step)
  if step.edit then
    local ok, why = apply_text_edit(step.edit)
    if not ok then
      return false, why
    end
  end
  if step.fix_on_save then
    require('stubble').fix_on_save()
  end
  vim.cmd('silent write')
  return compare_with_file(step.expect_file, read_lines(file))
end

-- Run -------------------------------------------------------------------------------------------------

local function run_step(index, step)
  local started = vim.uv.hrtime()
  local ok, result, why = pcall(ops[step.op], step)
  if not ok then
    result, why = false, 'Lua error: ' .. tostring(result)
  end
  local ms = (vim.uv.hrtime() - started) / 1e6
  if result then
    passed = passed + 1
    log('ok %d - %s (%.0f ms)', index, step.name, ms)
  else
    failed = failed + 1
    table.insert(failures, step.name)
    log('not ok %d - %s (%.0f ms)\n%s', index, step.name, ms, tostring(why):gsub('\n', '\n    '):gsub('^', '    '))
    -- Continue from the state the step should have left, so later steps test their own thing.
    if step.expect_file then
      set_buffer_to(read_lines(vim.fs.joinpath(scenario_dir, step.expect_file)))
    end
  end
end

log('# nvim %s, scenario %s', tostring(vim.version()), scenario_path)

local attach_started = vim.uv.hrtime()
local attached = vim.wait(timeout_ms, function()
  local client = stubble_client()
  return client ~= nil and client.initialized == true
end, 20)
if attached then
  local client = stubble_client()
  passed = passed + 1
  log(
    'ok 0 - server attached and initialized (%.0f ms): %s %s, position encoding %s',
    (vim.uv.hrtime() - attach_started) / 1e6,
    tostring(client.server_info and client.server_info.name),
    tostring(client.server_info and client.server_info.version),
    client.offset_encoding
  )
  if os.getenv('STUBBLE_WITH_SOURCEKIT') == '1' then
    local beside = vim.wait(timeout_ms, function()
      local sk = vim.lsp.get_clients({ bufnr = buf, name = 'sourcekit' })[1]
      return sk ~= nil and sk.initialized == true
    end, 20)
    local sk = vim.lsp.get_clients({ bufnr = buf, name = 'sourcekit' })[1]
    if beside and sk.offset_encoding ~= client.offset_encoding then
      failed = failed + 1
      table.insert(failures, 'same position encoding as sourcekit-lsp')
      log('not ok 0 - position encodings differ (:checkhealth vim.lsp warns): stubble %s, sourcekit-lsp %s',
        client.offset_encoding, sk.offset_encoding)
    elseif beside then
      passed = passed + 1
      log('ok 0 - sourcekit-lsp attached to the same buffer beside stubble, both in %s', sk.offset_encoding)
    else
      failed = failed + 1
      table.insert(failures, 'sourcekit-lsp attached beside stubble')
      log('not ok 0 - sourcekit-lsp did not attach beside stubble within %d ms', timeout_ms)
    end
  end
  for i, step in ipairs(scenario.steps) do
    run_step(i, step)
  end
else
  failed = failed + 1
  table.insert(failures, 'server attached and initialized')
  log('not ok 0 - the stubble client did not attach and initialize within %d ms', timeout_ms)
  log('    clients: %s', vim.inspect(vim.tbl_map(function(c)
    return c.name
  end, vim.lsp.get_clients())))
end

-- Stop the clients before quitting (a server must see shutdown + exit).
local clients = vim.lsp.get_clients()
for _, c in ipairs(clients) do
  c:stop()
end
vim.wait(3000, function()
  return #vim.lsp.get_clients() == 0
end, 20)

log('%d passed, %d failed', passed, failed)
if failed > 0 then
  log('failed: %s', table.concat(failures, '; '))
end
os.exit(failed > 0 and 1 or 0)
