import StubbleLSP

/// A subcommand of `stubble`. Each lives in its own file and is listed in `CLI.commands`.
public protocol Command: Sendable {
    /// The word after `stubble`, e.g. "symbols".
    var name: String { get }
    /// One line for `stubble --help`.
    var summary: String { get }
    /// Full text for `stubble help NAME`.
    var usage: String { get }
    /// Runs with the arguments after the command name. Returns the process exit code.
    func run(_ arguments: [String], io: CLIIO) -> Int32
}

/// Where a command writes. Tests capture it; the executable uses stdout/stderr.
public final class CLIIO: @unchecked Sendable {
    public var writeOut: (String) -> Void
    public var writeErr: (String) -> Void
    /// True when the process ends as soon as the command returns (the `stubble` executable's `standard()`): a
    /// command may then keep what it made instead of freeing it piece by piece on one core (the exit frees it at
    /// once). False for commands run inside another program (tests).
    public var exitsAfterCommand: Bool
    public init(writeOut: @escaping (String) -> Void, writeErr: @escaping (String) -> Void, exitsAfterCommand: Bool = false) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.exitsAfterCommand = exitsAfterCommand
    }
    public static func standard() -> CLIIO {
        CLIIO(
            writeOut: { s in FileSystem.writeAll(Array(s.utf8), to: 1) },
            writeErr: { s in FileSystem.writeAll(Array(s.utf8), to: 2) },
            exitsAfterCommand: true
        )
    }
}

public enum CLI {
    public static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [any Command] = [
        CheckCommand(),
        FixCommand(),
        MigrateCommand(),
        AddCommand(),
        RemoveCommand(),
        MockCommand(),
        SymbolsCommand(),
        LSPCommand(),
        HelpCommand(),
    ]

    /// Entry point: `arguments` excludes the program name. Returns the exit code.
    public static func main(_ arguments: [String], io: CLIIO = .standard()) -> Int32 {
        guard let first = arguments.first else {
            io.writeOut(helpText())
            return 0
        }
        switch first {
        case "--help", "-h":
            io.writeOut(helpText())
            return 0
        case "--version":
            io.writeOut("stubble \(version)\n")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            io.writeErr("stubble: unknown command '\(first)'; see 'stubble --help'\n")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.writeOut(command.usage)
            return 0
        }
        return command.run(rest, io: io)
    }

    static func helpText() -> String {
        var text = """
        stubble \(version): stubs, spies and mocks for Swift, written into your source, no macros.

        USAGE: stubble <command> [options] [arguments]

        COMMANDS:

        """
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary + "\n"
        }
        text += "\nSee 'stubble help <command>' for a command's options.\n"
        return text
    }
}

struct HelpCommand: Command {
    let name = "help"
    let summary = "Show help for a command"
    let usage = """
    USAGE: stubble help [<command>]

    Shows the list of commands, or the options of one command.

    """
    func run(_ arguments: [String], io: CLIIO) -> Int32 {
        guard let name = arguments.first else {
            io.writeOut(CLI.helpText())
            return 0
        }
        guard let command = CLI.commands.first(where: { $0.name == name }) else {
            io.writeErr("stubble: unknown command '\(name)'; see 'stubble --help'\n")
            return 2
        }
        io.writeOut(command.usage)
        return 0
    }
}
