import Foundation

// @Stubbable
protocol Clock {
    func now() -> Date
}

#if DEBUG
final ow() -> Date
}

#if DEBUG
final class ClockMock: Clock {
    // stubble:mock:begin Clock
    init() {}

    /// Presets in one place: `ClockMock { $0._member = { ... } }`.
    init(_ configure: (ClockMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: now()
    var _now: (() -> Date)? = nil
    var nowReturnValue: Date? = nil
    private(set) var nowCallCount: Int = 0
    func now() -> Date {
        nowCallCount += 1
        if let _now { return _now() }
        if let nowReturnValue { return nowReturnValue }
@main struct Driver {
    @MainActor static func main() async throws {
        let model = MainActorViewModelMock()
        var loaded = false
        model._load = { loaded = true }
        try await model.load()
        model.select(index: 2)
        check(loaded && model.selectLastInvocation == 2, "main actor mock")
        print("mai// Static requirements get static hooks and records, and a reset for tearing down between tests.
protocol Stati_getInitNameArgumentscsFactn-actor: ok")
    }
}

func check(_ condition: Bool, _ what: Strinory {
    static var defaultName: String { get set }
    static func make(id: Int) -> Self
    static func register()
}

#if DEBUG
final class StaticsFactoryMock: StaticsFactory {
g) {
    if !condition { print("FAILED: \(w        fatalError("ClockMock.now(): no value to return; set _now or nowReturnValue")
    }
    // stubble:mock:end Clock
}
#endi    // stubble:mock:begin StaticsFactory
    init() {}

    /// Presets in one place: `StaticsFactoryMock { $0._member = { ... } }`.
    init(_ configure: (StaticsFactoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: static defaultName
    nonisolated(unsafe) static var _getDefaultName: (() -> String)? = nil
    nonisolf
ated(unsafe) stclass ClockMock: Clock {
    // stubble:mock:begin Clock
    init() {}

    /// Presets in one place: `ClockMock { $0._member = { ... } }`.
    init(_ configure: (ClockMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: now()
    var _now: (() -> Date)? = nil
    var nowReturnValue: Date? = nil
    private(set) var nowCallCount: Int = 0
    func now() -> Date {
        nowCallCount += 1
        if let _now { return _now() }
        if let nowReturnValue { return nowReturnValue }
@main struct Driver {
    @MainActor static func main() async throws {
        let model = MainActorViewModelMock()
        var loaded = false
        model._load = { loaded = true }
        try await model.load()
        model.select(index: 2)
        check(loaded && model.selectLastInvocation == 2, "main actor mock")
        print("mai// Static requirements get static hooks and records, and a reset for tearing down between tests.
protocol Stati_getInitNameArgumentscsFactn-actor: ok")
    }
}

func check(_ condition: Bool, _ what: Strinory {
    static var defaultName: String { get set }
    static func make(id: Int) -> Self
    static func register()
}

#if DEBUG
final class StaticsFactoryMock: StaticsFactory {
g) {
    if !condition { print("FAILED: \(w        fatalError("ClockMock.now(): no value to return; set _now or nowReturnValue")
    }
    // stubble:mock:end Clock
}
#endi    // stubble:mock:begin StaticsFactory
    init() {}

    /// Presets in one place: `StaticsFactoryMock { $0._member = { ... } }`.
    init(_ configure: (StaticsFactoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: static defaultName
    nonisolated(unsafe) static var _getDefaultName: (() -> String)? = nil
    nonisolf
ated(unsafe) static var 