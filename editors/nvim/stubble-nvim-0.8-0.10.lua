-- Stubble for Neovim 0.8–0.10, which have no `vim.lsp.enable`: start (or reuse) the client in each Swift
-- buffer. Copy into your init.lua, or `dofile()` this file. On 0.11+ use `lsp/stubble.lua` instead.
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'swift',
  group = vim.api.nvim_create_augroup('StubbleStart', { clear = true }),
  callback = function(args)
    local file = vim.api.nvim_buf_get_name(args.buf)
    local marker = vim.fs.find({ 'Package.swift', '.git' }, { upward = true, path = vim.fs.dirname(file) })[1]
    vim.lsp.start({
      name = 'stubble',
      cmd = { 'stubble', 'lsp' },
      root_dir = marker and vim.fs.dirname(marker) or vim.fs.dirname(file),
      settings = { stubble = {} },
    }, { bufnr = args.buf })
  end,
})
