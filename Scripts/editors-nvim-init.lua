-- The user's init.lua for the Neovim real-client test: what editors/nvim/README.md tells users to write.
-- STUBBLE_EDITORS_DIR is the repository's `editors` folder.
local editors = assert(os.getenv('STUBBLE_EDITORS_DIR'), 'STUBBLE_EDITORS_DIR is not set')
vim.opt.runtimepath:prepend(editors .. '/nvim')
vim.opt.swapfile = false

vim.lsp.enable('stubble')

-- Optional, for the "beside sourcekit-lsp" run: both servers attach to the same Swift buffers.
if os.getenv('STUBBLE_WITH_SOURCEKIT') == '1' then
  vim.lsp.config('sourcekit', {
    cmd = { 'sourcekit-lsp' },
    filetypes = { 'swift' },
    root_markers = { 'Package.swift', '.git' },
  })
  vim.lsp.enable('sourcekit')
end
