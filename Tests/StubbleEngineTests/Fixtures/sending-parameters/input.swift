// `sending` parameters and results: the hook takes the value as an ordinary parameter (passing a sent
// value on is always allowed; a `sending` hook parameter made the call fail region isolation).
final class Payload {
    var n = 0
    init(_ n: Int) { self.n = n }
}

/*|*/final class Sink {
    func take(_ p: sending Payload) -> Int {
        p.n
    }

    func pass(_ p: sending Payload) async -> Payload {
        p
    }

    func make() -> sending Payload {
        Payload(7)
    }
}
