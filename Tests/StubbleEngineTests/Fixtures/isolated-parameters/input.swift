// An async method with an `isolated` parameter (`next(isolation:)` of an async iterator, which runs on the
// caller's actor through `#isolation`) gets a hook of its own type: that parameter is its isolation, so the
// hook is not also `nonisolated(nonsending)`, which Swift refuses beside an isolated parameter. Other async
// methods keep it. A `Mutex` of a noncopyable state is still a `Mutex`: it stays a `let`, with its hint.
import Synchronization

struct Machine: ~Copyable {
    var step = 0
}

// @Stubbable
final class Ticker: Sendable {
    let machine = Mutex<Machine>(Machine())
    func next(isolation actor: isolated (any Actor)? = #isolation) async throws -> Int? {
        machine.withLock { $0.step += 1; return $0.step }
    }
    func reset() async {
        machine.withLock { $0.step = 0 }
    }
}

// @Stubbable
struct Countdown {
    var remaining: Int
    mutating func next(isolation: isolated (any Actor)?) async -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return remaining
    }
}
