import Observation

// @Observable owns its stored properties (it makes them computed over storage of its own): they are not
// stubbed, and the hooks of its methods are @ObservationIgnored. A method built by a result builder cannot
// hold a guard statement: it is not stubbed.
// @Stubbable
@Observable final class Counter {
    var count = 0
    var title: String = "t"

    func increment() {
        count += 1
    }

    func summary() -> String {
        title + ": " + String(count)
    }
}

@resultBuilder enum Lines {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}

// @Stubbable
final class Report {
    @Lines func body() -> [String] {
        "a"
        "b"
    }

    func total() -> Int {
        body().count
    }
}
