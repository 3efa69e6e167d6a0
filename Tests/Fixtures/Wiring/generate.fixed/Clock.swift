import Foundation

protocol Clock {
    func now() -> Date
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
    private(set) var nowReturnedValues: [Date] = []
    var nowLastReturnedValue: Date? { nowReturnedValues.last }
    func now() -> Date {
        nowCallCount += 1
        if let _now {
            let result = _now()
            nowReturnedValues.append(result)
            return result
        }
        if let nowReturnValue {
            nowReturnedValues.append(nowReturnValue)
            return nowReturnValue
        }
        if let result = (Date.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Date {
            nowReturnedValues.append(result)
            return result
        }
        fatalError("ClockMock.now(): no value to return; set _now or nowReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _now = nil
        nowReturnValue = nil
        nowCallCount = 0
        nowReturnedValues = []
    }
    // stubble:mock:end Clock
}
#endif

/// Defaults of your own for generated mocks: a type conforming to this protocol is what an unstubbed mock
/// member returning it gives back instead of stopping, e.g. in your tests
/// `extension User: StubbleDefaultProvidable { static var stubbleDefault: User { User(id: 0) } }`.
/// Written by Stubble once per module; keep one declaration.
protocol StubbleDefaultProvidable {
    static var stubbleDefault: Self { get }
}
