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

/*|*/final class Sink {
    func take(_ p: sending Payload) -> Int {
        p.n
    }

    func pass(_ p: sending Payload) async -> Payload {
        p
    }

    func deliver(_ p: sending Payload, to inbox: Inbox) async {
        await inbox.put(p)
    }

    func first(_ p: sending Payload) -> Int { p.n }

    func make() -> sending Payload {
        Payload(7)
    }
}
