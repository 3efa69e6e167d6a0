// `sending` parameters and results: the hook takes the value as an ordinary parameter (passing a sent
// value on is always allowed; a `sending` hook parameter made the call fail region isolation).
final class Payload {
    var n = 0
    init(_ n: Int) { self.n = n }
}

// @Stubbable
final class Sink {
    @exclusivity(unchecked) var _take: ((Payload) -> Int)? = nil // stubble
    func take(_ p: sending Payload) -> Int {
        if let _take { _take(p) } else { // stubble
        p.n
        } // stubble
    }

    @exclusivity(unchecked) var _pass: (nonisolated(nonsending) (Payload) async -> Payload)? = nil // stubble
    func pass(_ p: sending Payload) async -> Payload {
        if let _pass { await _pass(p) } else { // stubble
        p
        } // stubble
    }

    @exclusivity(unchecked) var _make: (() -> sending Payload)? = nil // stubble
    func make() -> sending Payload {
        if let _make { _make() } else { // stubble
        Payload(7)
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Sink: CustomReflectable {} // stubble
