// fixture-options: strict
// A strict mock stops on every call no hook or shortcut answers, even where a default exists.
protocol StrictClock {
    func now() -> Double
    func tick()
    var zone: String { get }
}

#if DEBUG
final class StrictClockMock: StrictClock {
    // stubble:mock:begin StrictClock strict
    init() {}

    /// Presets in one place: `StrictClockMock { $0._member = { ... } }`.
    init(_ configure: (StrictClockMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: now()
    var _now: (() -> Double)? = nil
    var nowReturnValue: Double? = nil
    private(set) var nowCallCount: Int = 0
    private(set) var nowReturnedValues: [Double] = []
    var nowLastReturnedValue: Double? { nowReturnedValues.last }
    func now() -> Double {
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
        fatalError("StrictClockMock.now(): not stubbed (strict mock); set _now or nowReturnValue")
    }

    // MARK: tick()
    var _tick: (() -> Void)? = nil
    private(set) var tickCallCount: Int = 0
    func tick() {
        tickCallCount += 1
        if let _tick { return _tick() }
        fatalError("StrictClockMock.tick(): not stubbed (strict mock); set _tick")
    }

    // MARK: zone
    var _getZone: (() -> String)? = nil
    var _zone: String? = nil
    private(set) var zoneGetCallCount: Int = 0
    var zone: String {
        get {
            zoneGetCallCount += 1
            if let _getZone { return _getZone() }
            if let _zone { return _zone }
            fatalError("StrictClockMock.zone: not stubbed (strict mock); set _getZone or _zone")
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _now = nil
        nowReturnValue = nil
        nowCallCount = 0
        nowReturnedValues = []
        _tick = nil
        tickCallCount = 0
        _getZone = nil
        _zone = nil
        zoneGetCallCount = 0
    }
    // stubble:mock:end StrictClock
}
#endif
