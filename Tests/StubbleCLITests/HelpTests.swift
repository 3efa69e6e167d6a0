import Testing
@testable import StubbleCLI

@Suite("stubble --help and unknown commands")
struct HelpTests {
    func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CLIIO(writeOut: { out += $0 }, writeErr: { err += $0 })
        let code = CLI.main(args, io: io)
        return (code, out, err)
    }

    @Test func helpListsEveryCommand() {
        let result = run(["--help"])
        #expect(result.code == 0)
        for command in CLI.commands {
            #expect(result.out.contains(command.name), "help should list \(command.name)")
        }
    }

    @Test func unknownCommandIsAOneLineErrorWithExitCode2() {
        let result = run(["frobnicate"])
        #expect(result.code == 2)
        #expect(result.err == "stubble: unknown command 'frobnicate'; see 'stubble --help'\n")
    }
}
