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
    @exclusivity(unchecked) nonisolated(unsafe) var _next: (@Sendable (isolated (any Actor)?) async throws -> Int?)? = nil // stubble
    func next(isolation actor: isolated (any Actor)? = #isolation) async throws -> Int? {
        if let _next { try await _next(actor) } else { // stubble
        machine.withLock { $0.step += 1; return $0.step }
        } // stubble
    }
    @exclusivity(unchecked) nonisolated(unsafe) var _reset: (nonisolated(nonsending) @Sendable () async -> Void)? = nil // stubble
    func reset() async {
        if let _reset { return await _reset() } // stubble
        machine.withLock { $0.step = 0 }
    }
}

// @Stubbable
struct Countdown {
    var _getRemaining: (() -> Int)? { get { _stubs.hooks["_getRemaining"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getRemaining"] = newValue } } // stubble
    var _setRemaining: ((Int) -> Void)? { get { _stubs.hooks["_setRemaining"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setRemaining"] = newValue } } // stubble
    var remaining: Int { // stubble
        @storageRestrictions(initializes: _remaining) init { _remaining = newValue } // stubble
        get { if let _getRemaining { return _getRemaining() }; return _remaining } // stubble
        set { if let _setRemaining { _setRemaining(newValue) } else { _remaining = newValue } } // stubble
        _modify { if _getRemaining == nil && _setRemaining == nil { yield &_remaining } else { var _stubbleValue = remaining; yield &_stubbleValue; remaining = _stubbleValue } } // stubble
    } // stubble
    var _remaining: Int
    var _next: ((isolated (any Actor)?) async -> Int?)? { get { _stubs.hooks["_next"] as? ((isolated (any Actor)?) async -> Int?) } nonmutating set { _stubs.hooks["_next"] = newValue } } // stubble
    mutating func next(isolation: isolated (any Actor)?) async -> Int? {
        if let _next { return await _next(isolation) } // stubble
        guard remaining > 0 else { return nil }
        remaining -= 1
        return remaining
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["remaining": self._remaining as Any], displayStyle: .struct) } // stubble
}
extension Countdown: CustomReflectable {} // stubble
