-- Stubble's commands and autocommands, loaded by Neovim from the runtime path (Neovim 0.8 and later).
--
--   :StubbleRefreshWorkspace   refresh every stale stub in the workspace (the server's stubble.refreshWorkspace)
--   :StubbleFixAll             refresh every stub in this buffer (source.fixAll.stubble)
--   :StubbleOutline            Stubble's outline of this buffer in the location list
--   :StubbleWriteChanged       write the Swift buffers an action changed while not shown
--
-- And: a warning, once, when Neovim 0.11+ has `stubble` enabled but its `cmd` is not executable; a note
-- when an action changes a file that is not shown; an offer to write those before :q.
if vim.g.loaded_stubble then
  return
end
vim.g.loaded_stubble = true

local stubble = require('stubble')

vim.api.nvim_create_user_command('StubbleRefreshWorkspace', function()
  stubble.refresh_workspace()
end, { desc = 'Stubble: refresh every stale stub in the workspace' })

vim.api.nvim_create_user_command('StubbleFixAll', function()
  local ok, message = stubble.fix_all()
  if not ok and message then
    vim.notify(message, vim.log.levels.WARN)
  end
end, { desc = 'Stubble: refresh every stub in this buffer' })

vim.api.nvim_create_user_command('StubbleOutline', function()
  stubble.outline()
end, { desc = "Stubble: this buffer's outline from Stubble alone" })

vim.api.nvim_create_user_command('StubbleWriteChanged', function()
  local n = stubble.write_changed()
  vim.notify(string.format('Stubble: %d file%s written', n, n == 1 and '' or 's'), vim.log.levels.INFO)
end, { desc = 'Stubble: write the Swift buffers Stubble changed that are not shown' })

local group = vim.api.nvim_create_augroup('StubblePlugin', { clear = true })

-- Neovim 0.11+ skips an enabled config whose cmd is not executable, silently (only :checkhealth says so).
vim.api.nvim_create_autocmd('FileType', {
  group = group,
  pattern = 'swift',
  callback = function()
    if vim.lsp.is_enabled and vim.lsp.is_enabled('stubble') then
      local config = vim.lsp.config['stubble']
      stubble.check_server(config and config.cmd)
    end
  end,
})

-- A Swift buffer changed while shown in no window is a cross-file action's edit (nobody can type there).
vim.api.nvim_create_autocmd('BufReadPost', {
  group = group,
  pattern = '*.swift',
  callback = function(args)
    stubble.watch_buffer(args.buf)
  end,
})

vim.api.nvim_create_autocmd('QuitPre', {
  group = group,
  callback = function()
    stubble.offer_write_on_quit()
  end,
})
