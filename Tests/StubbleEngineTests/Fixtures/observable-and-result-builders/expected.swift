import Observation

// @Observable owns its stored properties (it makes them computed over storage of its own): they are not
// stubbed, and the hooks of its methods are @ObservationIgnored. A method built by a result builder cannot
// hold a guard statement: it is not stubbed.
// @Stubbable
@Observable final class Counter {
    var count = 0
    var title: String = "t"

    @exclusivity(unchecked) @ObservationIgnored var _increment: (() -> Void)? = nil // stubble
    func increment() {
        if let _increment { return _increment() } // stubble
        count += 1
    }

    @exclusivity(unchecked) @ObservationIgnored var _summary: (() -> String)? = nil // stubble
    func summary() -> String {
        if let _summary { _summary() } else { // stubble
        title + ": " + String(count)
        } // stubble
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

    @exclusivity(unchecked) var _total: (() -> Int)? = nil // stubble
    func total() -> Int {
        if let _total { _total() } else { // stubble
        body().count
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Report: CustomReflectable {} // stubble
