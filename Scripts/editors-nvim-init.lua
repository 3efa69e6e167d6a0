-- The user's init.lua for the Neovim real-client test: what editors/nvim/README.md tells users to write.
-- STUBBLE_EDITORS_DIR is the repository's `editors` folder.
local editors = assert(os.getenv('STUBBLE_EDITORS_DIR'), 'STUBBLE_EDITORS_DIR is not set')
vim.opt.runtimepath:prepend(editors .. '/nvim')
vim.opt.swapfile = false

if os.getenv('STUBBLE_NVIM_SETUP') == 'legacy' then
  -- The Neovim 0.8-0.10 snippet (vim.lsp.start from a FileType autocommand), which 0.11+ still run.
  dofile(editors .. '/nvim/stubble-nvim-0.8-0.10.lua')
else
  vim.lsp.enable('stubble')
end

-- Optional, for the "beside sourcekit-lsp" run: both servers attach to the same Swift buffers.
if os.getenv('STUBBLE_WITH_SOURCEKIT') == '1' then
  vim.lsp.config('sourcekit', {
    cmd = { 'sourcekit-lsp' },
    filetypes = { 'swift' },
    root_markers = { 'Package.swift', '.git' },
  })
  vim.lsp.enable('sourcekit')
end
