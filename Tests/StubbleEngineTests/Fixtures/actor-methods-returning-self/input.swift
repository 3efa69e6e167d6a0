// swift-sdk's `actor Client`: builder methods return `Self`. In an actor, as in a final class, the actor's own
// name does not convert to `Self`: the hook gives the actor and the method casts it back (it cannot fail).
/*|*/actor Client {
    var handlers: [String] = []

    func withHandler(_ name: String) -> Self {
        handlers.append(name)
        return self
    }

    func count() -> Int {
        handlers.count
    }
}
