-- Real-client test: a new user's first session in Neovim (issue 18), with the shipped editors/nvim set-up.
--
--   nvim --headless -u Scripts/editors-nvim-init.lua -l Scripts/editors-nvim-newuser.lua PHASE PROJECT EXPECTED
--
-- PROJECT is a copy of editors/test/newuser; EXPECTED is editors/test/newuser/expected.
-- PHASE `missing-binary`: `stubble` is not on PATH. Opening two Swift files warns once, naming the setting.
-- PHASE `session`: the server is on PATH. In order, the way a user gets there (code actions through
-- vim.lsp.buf.code_action{apply = true}, commands through :commands):
--   1. the client attaches, in UTF-16 (as sourcekit-lsp; :checkhealth vim.lsp has nothing to warn about);
--   2. make stubbable: 'Make 'Roster' stubbable', then :write;
--   3. a cross-file edit: 'Make 'count()' stubbable' in the extension's file changes Roster.swift, which
--      is not shown: a notice says so, and quitting offers to write it (accepted), so :q cannot stop with E37;
--   4. misuse with its fix: '@StubbableFunction' on a property is an error whose fix makes it
--      '@StubbableProperty', whose 'Expand in place' writes the stubs, leaving no error;
--   5. '// @Stubbable' on a protocol: 'Generate mock' is offered once, and applying it leaves no error;
--   6. :StubbleRefreshWorkspace refreshes a file that is not open; :StubbleWriteChanged writes it;
--   7. :StubbleOutline lists Stubble's own outline.
-- Each step asserts; Neovim exits 1 when any failed.
local phase, project, expected_dir = _G.arg[1], _G.arg[2], _G.arg[3]
assert(phase and project and expected_dir, 'usage: -l editors-nvim-newuser.lua PHASE PROJECT EXPECTED')
local timeout_ms = tonumber(os.getenv('STUBBLE_EDITOR_TIMEOUT_MS') or '10000')
local actual_dir = os.getenv('STUBBLE_EDITOR_ACTUAL')

local passed, failed, failures = 0, 0, {}
local function log(fmt, ...)
  io.stdout:write(string.format(fmt, ...) .. '\n')
end

-- Every vim.notify, as the user would see it.
local notices = {}
vim.notify = function(message, level)
  table.insert(notices, { message = message, level = level })
  io.stdout:write('# notice: ' .. tostring(message) .. '\n')
end

local function source(name)
  return vim.fs.joinpath(project, 'Sources', 'App', name)
end

local function open(name)
  vim.cmd.edit(vim.fn.fnameescape(source(name)))
  return vim.api.nvim_get_current_buf()
end

local function client_of(buf)
  return vim.lsp.get_clients({ bufnr = buf, name = 'stubble' })[1]
end

local function attached(buf)
  return vim.wait(timeout_ms, function()
    local c = client_of(buf)
    return c ~= nil and c.initialized == true
  end, 20)
end

local function diagnostics(buf)
  local c = client_of(buf)
  if not c then
    return {}
  end
  local all = {}
  for _, is_pull in ipairs({ false, true }) do
    vim.list_extend(all, vim.diagnostic.get(buf, { namespace = vim.lsp.diagnostic.get_namespace(c.id, is_pull) }))
  end
  table.sort(all, function(a, b)
    return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col)
  end)
  return all
end

local function codes(buf)
  local out = {}
  for _, d in ipairs(diagnostics(buf)) do
    table.insert(out, d.user_data and d.user_data.lsp and d.user_data.lsp.code or '?')
  end
  return out
end

-- Waits until the buffer's stubble diagnostics have exactly these codes.
local function expect_codes(buf, want)
  if vim.wait(timeout_ms, function()
    return vim.deep_equal(codes(buf), want)
  end, 20) then
    return true
  end
  return false, string.format('expected diagnostics %s, got %s', vim.inspect(want), vim.inspect(codes(buf)))
end

local function place_cursor(text)
  for row, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    local s = line:find(text, 1, true)
    if s then
      vim.api.nvim_win_set_cursor(0, { row, s - 1 })
      return true
    end
  end
  return false, string.format('%q not found in the buffer', text)
end

-- The titles of the code actions at the cursor, asked the way vim.lsp.buf.code_action asks (with the line's
-- diagnostics in the context).
local function titles_at(text)
  local ok, why = place_cursor(text)
  if not ok then
    return nil, why
  end
  local buf = vim.api.nvim_get_current_buf()
  local c = client_of(buf)
  local params = vim.lsp.util.make_range_params(0, c.offset_encoding)
  local lnum = vim.api.nvim_win_get_cursor(0)[1] - 1
  local diags = {}
  for _, d in ipairs(diagnostics(buf)) do
    if d.lnum == lnum then
      table.insert(diags, d.user_data.lsp)
    end
  end
  params.context = { diagnostics = diags, triggerKind = 1 }
  local response = c:request_sync('textDocument/codeAction', params, timeout_ms, buf)
  local titles = {}
  for _, a in ipairs(response and response.result or {}) do
    table.insert(titles, a.title)
  end
  return titles
end

-- Applies the action titled `title` at `text` as a user does, and waits for the buffer `changes` to change.
local function apply(text, title, changes)
  local titles, why = titles_at(text)
  if not titles then
    return false, why
  end
  if not vim.tbl_contains(titles, title) then
    return false, string.format('no code action %q at %q; offered: %s', title, text, vim.inspect(titles))
  end
  changes = changes or vim.api.nvim_get_current_buf()
  local tick = vim.api.nvim_buf_is_loaded(changes) and vim.api.nvim_buf_get_changedtick(changes) or -1
  vim.lsp.buf.code_action({
    apply = true,
    filter = function(a)
      return a.title == title
    end,
  })
  if not vim.wait(timeout_ms, function()
    return vim.api.nvim_buf_is_loaded(changes) and vim.api.nvim_buf_get_changedtick(changes) ~= tick
  end, 20) then
    return false, string.format('applying %q changed nothing', title)
  end
  return true
end

local function same_as(name, lines)
  local path = vim.fs.joinpath(expected_dir, name)
  local want = vim.fn.filereadable(path) == 1 and vim.fn.readfile(path) or { '(missing: ' .. path .. ')' }
  if vim.deep_equal(want, lines) then
    return true
  end
  if actual_dir then
    vim.fn.mkdir(actual_dir, 'p')
    vim.fn.writefile(lines, vim.fs.joinpath(actual_dir, name))
  end
  local a, b = table.concat(want, '\n') .. '\n', table.concat(lines, '\n') .. '\n'
  return false, string.format('differs from %s:\n%s', name, (vim.text and vim.text.diff or vim.diff)(a, b, { ctxlen = 2 }))
end

local function buffer_is(buf, name)
  return same_as(name, vim.api.nvim_buf_get_lines(buf, 0, -1, false))
end

local function disk_is(file, name)
  return same_as(name, vim.fn.readfile(source(file)))
end

local function notices_matching(pattern)
  local found = {}
  for _, n in ipairs(notices) do
    if n.message:find(pattern, 1, true) then
      table.insert(found, n)
    end
  end
  return found
end

local function step(name, body)
  local started = vim.uv.hrtime()
  local ok, result, why = pcall(body)
  if not ok then
    result, why = false, 'Lua error: ' .. tostring(result)
  end
  local ms = (vim.uv.hrtime() - started) / 1e6
  if result then
    passed = passed + 1
    log('ok %d - %s (%.0f ms)', passed + failed, name, ms)
  else
    failed = failed + 1
    table.insert(failures, name)
    log('not ok %d - %s (%.0f ms)\n    %s', passed + failed, name, ms, tostring(why):gsub('\n', '\n    '))
  end
  return result
end

-- Runs `checks` (functions returning ok, why) in turn, stopping at the first failure.
local function all(checks)
  for _, check in ipairs(checks) do
    local ok, why = check()
    if not ok then
      return false, why
    end
  end
  return true
end

log('# nvim %s, new user, phase %s', tostring(vim.version()), phase)

if phase == 'missing-binary' then
  step('stubble is not on PATH: opening Swift files warns once, with the setting that fixes it', function()
    open('Roster.swift')
    open('Logger.swift')
    vim.wait(500, function()
      return false
    end, 20)
    local warnings = notices_matching('is not an executable on PATH')
    if #warnings ~= 1 then
      return false, string.format('expected one warning, got %d: %s', #warnings, vim.inspect(notices))
    end
    local message = warnings[1].message
    if warnings[1].level ~= vim.log.levels.WARN or not message:find("vim.lsp.config('stubble', { cmd = { '/path/to/stubble', 'lsp' } })", 1, true)
      or not message:find('swift build -c release --product stubble', 1, true) then
      return false, 'the warning does not say how to fix it: ' .. message
    end
    if #vim.lsp.get_clients({ name = 'stubble' }) ~= 0 then
      return false, 'a stubble client started without a server binary'
    end
    return true
  end)
else
  local roster = open('Roster.swift')
  step('the client attaches, in UTF-16 like sourcekit-lsp', function()
    if not attached(roster) then
      return false, 'the stubble client did not attach within ' .. timeout_ms .. ' ms'
    end
    local encoding = client_of(roster).offset_encoding
    return encoding == 'utf-16', 'position encoding ' .. tostring(encoding)
  end)

  step("make stubbable: 'Make 'Roster' stubbable', then :write", function()
    return all({
      function() return apply('Roster {', "Make 'Roster' stubbable") end,
      function() return buffer_is(roster, 'Roster.1-stubbable.swift') end,
      function() vim.cmd('silent write') return expect_codes(roster, {}) end,
    })
  end)

  local counting
  step("a cross-file edit: 'Make 'count()' stubbable' changes Roster.swift, not shown; quitting offers to write it", function()
    counting = open('Roster+Counting.swift')
    return all({
      function() return attached(counting), 'not attached to Roster+Counting.swift' end,
      function() return apply('count()', "Make 'count()' stubbable", roster) end,
      function() return buffer_is(counting, 'Roster+Counting.stubbable.swift') end,
      function() return buffer_is(roster, 'Roster.2-hooks-of-extension.swift') end,
      function()
        local shown = #vim.fn.win_findbuf(roster) > 0
        return not shown and vim.bo[roster].modified, 'Roster.swift should be a modified buffer in no window'
      end,
      function()
        local seen = vim.wait(2000, function()
          return #notices_matching('Stubble changed Sources/App/Roster.swift, not shown and not written: :StubbleWriteChanged writes it') > 0
        end, 20)
        return seen, 'no notice about the hidden change: ' .. vim.inspect(notices)
      end,
      function()
        -- What :q runs first; the user answers "Write" (1) to the offer.
        local asked
        local confirm = vim.fn.confirm
        vim.fn.confirm = function(message)
          asked = message
          return 1
        end
        vim.api.nvim_exec_autocmds('QuitPre', {})
        vim.fn.confirm = confirm
        if not (asked and asked:find('Stubble changed Sources/App/Roster.swift (not shown, not written). Write before quitting?', 1, true)) then
          return false, 'no offer to write before quitting: ' .. tostring(asked)
        end
        return true
      end,
      function() return disk_is('Roster.swift', 'Roster.2-hooks-of-extension.swift') end,
      function() return not vim.bo[roster].modified, 'Roster.swift is still modified (E37 on :q)' end,
      function() vim.cmd('silent write') return expect_codes(counting, {}) end,
    })
  end)

  step("misuse with its fix: '@StubbableFunction' on a property, changed to '@StubbableProperty', expanded", function()
    local settings = open('Settings.swift')
    return all({
      function() return attached(settings), 'not attached to Settings.swift' end,
      function() return expect_codes(settings, { 'stubble.notAFunction' }) end,
      function() return apply('retries', "Change '@StubbableFunction' to '@StubbableProperty'") end,
      function() return expect_codes(settings, { 'stubble.attributeForm' }) end,
      function() return apply('@StubbableProperty', 'Expand in place') end,
      function() return buffer_is(settings, 'Settings.fixed.swift') end,
      function() return expect_codes(settings, {}) end,
      function() vim.cmd('silent write') return true end,
    })
  end)

  step("'// @Stubbable' on a protocol: 'Generate mock' is offered once and leaves no error", function()
    local logger = open('Logger.swift')
    return all({
      function() return attached(logger), 'not attached to Logger.swift' end,
      function() return expect_codes(logger, { 'stubble.unsupportedType' }) end,
      function()
        local titles = titles_at('func log')
        local n = #vim.tbl_filter(function(t) return t == "Generate mock 'LoggerMock'" end, titles or {})
        return n == 1, string.format("'Generate mock' offered %d times: %s", n, vim.inspect(titles))
      end,
      function() return apply('func log', "Generate mock 'LoggerMock'") end,
      function() return buffer_is(logger, 'Logger.mocked.swift') end,
      function() return expect_codes(logger, {}) end,
      function() vim.cmd('silent write') return true end,
    })
  end)

  step(':StubbleRefreshWorkspace refreshes a file that is not open; :StubbleWriteChanged writes it', function()
    return all({
      function()
        vim.cmd('StubbleRefreshWorkspace')
        local done = vim.wait(timeout_ms, function()
          return #notices_matching('files refreshed') > 0
        end, 20)
        return done, 'no answer to :StubbleRefreshWorkspace: ' .. vim.inspect(notices)
      end,
      function() return #notices_matching('Stubble: 1 of 6 files refreshed') == 1, vim.inspect(notices) end,
      function()
        vim.cmd('StubbleWriteChanged')
        return #notices_matching('Stubble: 1 file written') == 1, 'expected Clock.swift alone written: ' .. vim.inspect(notices)
      end,
      function() return disk_is('Clock.swift', 'Clock.refreshed.swift') end,
      function()
        for _, b in ipairs(vim.api.nvim_list_bufs()) do
          if vim.api.nvim_buf_is_loaded(b) and vim.bo[b].modified then
            return false, vim.api.nvim_buf_get_name(b) .. ' is left modified'
          end
        end
        return true
      end,
    })
  end)

  step(":StubbleOutline lists Stubble's outline of the buffer alone", function()
    vim.cmd.edit(vim.fn.fnameescape(source('Roster.swift')))
    vim.cmd('StubbleOutline')
    local items = {}
    vim.wait(timeout_ms, function()
      items = vim.fn.getloclist(0)
      return #items > 0
    end, 20)
    local texts = vim.tbl_map(function(i) return i.text end, items)
    return vim.tbl_contains(texts, '[Class] Roster') and vim.tbl_contains(texts, '[Method] load()'),
      'outline: ' .. vim.inspect(texts)
  end)
end

for _, c in ipairs(vim.lsp.get_clients()) do
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
