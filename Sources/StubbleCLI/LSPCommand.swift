import StubbleLSP

/// `stubble lsp`: the language server over standard input and output.
struct LSPCommand: Command {
    let name = "lsp"
    let summary = "Run the language server (LSP 3.17 over stdin/stdout)"
    let usage = """
    USAGE: stubble lsp [--stdio] [--log-file <path>]

    Runs the Stubble language server, speaking LSP 3.17 (JSON-RPC 2.0 with Content-Length framing) on
    standard input and output. Editors start it themselves; see the README's "Editors" section.

    OPTIONS:
      --stdio            Accepted and ignored (stdio is the only transport).
      --log-file <path>  Append a log of the session to <path>.

    Exit status: 0 after a 'shutdown' request and an 'exit' notification; 1 when 'exit' comes without
    'shutdown' or the input ends first; 2 for bad arguments.

    """

    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        var logFile: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--stdio":
                continue
            case "--log-file":
                guard let path = rest.popFirst() else {
                    io.writeErr("stubble lsp: --log-file needs a path\n")
                    return 2
                }
                logFile = path
            default:
                if argument.hasPrefix("--log-file=") {
                    logFile = String(argument.dropFirst("--log-file=".count))
                } else if argument.hasPrefix("--clientProcessId") {
                    continue  // Some clients pass their pid; we do not need it.
                } else {
                    io.writeErr("stubble lsp: unknown option '\(argument)'; see 'stubble help lsp'\n")
                    return 2
                }
            }
        }
        return LanguageServer.serveStandardIO(service: EngineService(), version: CLI.version, logFile: logFile)
    }
}
