// Parameters that carry isolation or ownership: an `isolated` actor parameter, `@concurrent` and
// `nonisolated(nonsending)` async methods, and noncopyable values taken `consuming` or `borrowing`.
// @Stubbable
actor Worker {
    @exclusivity(unchecked) nonisolated(unsafe) var _run: (@Sendable (isolated Worker) -> Int)? = nil // stubble
    func run(on other: isolated Worker) -> Int {
        if let _run { _run(other) } else { // stubble
        1
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _heavy: (nonisolated(nonsending) @Sendable () async -> Int)? = nil // stubble
    @concurrent func heavy() async -> Int {
        if let _heavy { await _heavy() } else { // stubble
        2
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _light: (nonisolated(nonsending) @Sendable () async -> Int)? = nil // stubble
    nonisolated(nonsending) func light() async -> Int {
        if let _light { await _light() } else { // stubble
        3
        } // stubble
    }
}

struct Token: ~Copyable {
    var id: Int
}

// @Stubbable
final class Taker {
    @exclusivity(unchecked) var _take: ((consuming Token) -> Int)? = nil // stubble
    func take(_ t: consuming Token) -> Int {
        if let _take { _take(t) } else { // stubble
        t.id
        } // stubble
    }

    @exclusivity(unchecked) var _look: ((borrowing Token) -> Int)? = nil // stubble
    func look(_ t: borrowing Token) -> Int {
        if let _look { _look(t) } else { // stubble
        t.id
        } // stubble
    }

    @exclusivity(unchecked) var _make: (() -> Int)? = nil // stubble
    func make() -> Int {
        if let _make { _make() } else { // stubble
        Token(id: 1).id
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Taker: CustomReflectable {} // stubble
