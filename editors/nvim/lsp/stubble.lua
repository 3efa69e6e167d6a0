-- Stubble language server for Neovim 0.11+ (vim.lsp.config / nvim-lspconfig shape).
--
-- Put the folder holding this `lsp/` directory on the runtime path, then:
--
--   vim.lsp.enable('stubble')
--
-- It runs next to sourcekit-lsp: both attach to Swift buffers, each with its own diagnostics and actions.
-- Override any field without copying the file, e.g. a server built from source:
--
--   vim.lsp.config('stubble', { cmd = { '/path/to/stubble/.build/release/stubble', 'lsp' } })

---@type vim.lsp.Config
return {
  cmd = { 'stubble', 'lsp' },
  filetypes = { 'swift' },
  root_markers = { 'Package.swift', '.git' },
  -- Sent with `workspace/didChangeConfiguration` (section `stubble`). Keys the server reads:
  --   condition = 'DEBUG'      wrap new hooks and guards in `#if DEBUG` (default: none)
  --   mockCondition = 'DEBUG'  compilation condition around generated mocks (default 'DEBUG')
  --   strictMocks = false      generated mocks stop on unstubbed calls instead of returning defaults
  --   pushDiagnostics = false  push diagnostics even though Neovim pulls them
  settings = {
    stubble = {},
  },
}
