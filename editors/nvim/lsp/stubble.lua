-- Stubble language server for Neovim 0.11+ (vim.lsp.config / nvim-lspconfig shape).
--
-- Put the folder holding this `lsp/` directory on the runtime path, then:
--
--   vim.lsp.enable('stubble')
--
-- It runs next to sourcekit-lsp: both attach to Swift buffers, each with its own diagnostics and actions.
-- Override any field without copying the file, e.g. a server built from source:
--
--   vim.lsp.config('stubble', { cmd = { '/path/to/.build/debug/stubble', 'lsp' } })

---@type vim.lsp.Config
return {
  cmd = { 'stubble', 'lsp' },
  filetypes = { 'swift' },
  root_markers = { 'Package.swift', '.git' },
  -- Sent in `initializationOptions` and answered to `workspace/configuration`.
  -- `condition`: wrap new hooks in `#if CONDITION` (e.g. 'DEBUG') so release builds compile the original code.
  settings = {
    stubble = {},
  },
  init_options = {},
}
