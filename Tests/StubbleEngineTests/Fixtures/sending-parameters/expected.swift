// `sending` parameters and results: the hook takes the value as `sending`, as the method does, so a hook can
// send it on too (to another actor: `deliver`'s hook in runtime.swift). The guard hands it over through a
// `nonisolated(unsafe)` local: passing the parameter itself to a `sending` hook parameter fails region
// isolation where the body uses it after the guard ("sending 'p' risks causing data races"). A one-line body
// (`first`) gets the guard as a statement and its expression an explicit `return`, both inline.
final class Payload {
    var n = 0
    init(_ n: Int) { self.n = n }
}

actor Inbox {
    var total = 0
    func put(_ p: Payload) { total += p.n }
}

// @Stubbable
final class Sink {
    @exclusivity(unchecked) var _take: ((sending Payload) -> Int)? = nil // stubble
    func take(_ p: sending Payload) -> Int {
        if let _take { nonisolated(unsafe) let _stubbleP = p; return _take(_stubbleP) } // stubble
        /*stubble:*/return /*:stubble*/p.n
    }

    @exclusivity(unchecked) var _pass: (nonisolated(nonsending) (sending Payload) async -> Payload)? = nil // stubble
    func pass(_ p: sending Payload) async -> Payload {
        if let _pass { nonisolated(unsafe) let _stubbleP = p; return await _pass(_stubbleP) } // stubble
        /*stubble:*/return /*:stubble*/p
    }

    @exclusivity(unchecked) var _deliver: (nonisolated(nonsending) (sending Payload, Inbox) async -> Void)? = nil // stubble
    func deliver(_ p: sending Payload, to inbox: Inbox) async {
        if let _deliver { nonisolated(unsafe) let _stubbleP = p; return await _deliver(_stubbleP, inbox) } // stubble
        await inbox.put(p)
    }

    @exclusivity(unchecked) var _first: ((sending Payload) -> Int)? = nil // stubble
    func first(_ p: sending Payload) -> Int {/*stubble:*/ if let _first { nonisolated(unsafe) let _stubbleP = p; return _first(_stubbleP) };/*:stubble*/ /*stubble:*/return /*:stubble*/p.n }

    @exclusivity(unchecked) var _make: (() -> sending Payload)? = nil // stubble
    func make() -> sending Payload {
        if let _make { _make() } else { // stubble
        Payload(7)
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Sink: CustomReflectable {} // stubble
