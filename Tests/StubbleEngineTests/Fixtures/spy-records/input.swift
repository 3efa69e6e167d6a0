// fixture-options: spy
// "Make stubbable with call recording": each method also records its calls, with the names a generated mock
// uses (`fooCallCount`, `fooInvocations`, `fooLastInvocation`; several arguments make an `Equatable` struct),
// whether or not its hook is set. `resetMock()` puts hooks and records back.
enum Level: Equatable { case info, error }

/*|*/final class Logger {
    var lines: [String] = []

    func flush() -> Int {
        let n = lines.count
        lines.removeAll()
        return n
    }

    func log(_ message: String) {
        lines.append(message)
    }

    func log(_ message: String, level: Level) { lines.append("\(level): \(message)") }

    func bump(_ counter: inout Int) { counter += 1 }

    func each(_ body: (String) -> Void) { lines.forEach(body) }

    func upload(to url: String, retries: Int) async throws -> Bool {
        url.hasPrefix("https")
    }
}
