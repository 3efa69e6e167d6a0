-- Stubble for Neovim 0.8–0.10, which have no `vim.lsp.enable`: start (or reuse) the client in each Swift
-- buffer. Copy into your init.lua, or `dofile()` this file. On 0.11+ use `lsp/stubble.lua` instead.
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'swift',
  group = vim.api.nvim_create_augroup('StubbleStart', { clear = true }),
  callback = function(args)
    local cmd = { 'stubble', 'lsp' } -- or { '/path/to/stubble', 'lsp' }
    -- Without the binary nothing starts: say so once (editors/nvim on the runtime path gives `stubble`).
    local ok, stubble = pcall(require, 'stubble')
    if ok and not stubble.check_server(cmd, "cmd = { '/path/to/stubble', 'lsp' } in stubble-nvim-0.8-0.10.lua") then
      return
    end
    local file = vim.api.nvim_buf_get_name(args.buf)
    local marker = vim.fs.find({ 'Package.swift', '.git' }, { upward = true, path = vim.fs.dirname(file) })[1]
    vim.lsp.start({
      name = 'stubble',
      cmd = cmd,
      root_dir = marker and vim.fs.dirname(marker) or vim.fs.dirname(file),
      settings = { stubble = {} },
    }, { bufnr = args.buf })
  end,
})
