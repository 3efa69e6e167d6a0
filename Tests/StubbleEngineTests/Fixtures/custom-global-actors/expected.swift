// A global actor the module declares (`@globalActor actor DataActor`) isolates like the main actor, and the
// rules for `@MainActor` types hold for it: a `nonisolated init` of a `@DataActor` class that assigns a stored
// property keeps that property stored (its stubbing computed property would be DataActor-isolated, which a
// nonisolated initializer cannot assign), and a class's property marked `@DataActor` keeps the attribute on
// the computed property that stubs it (it is not a property wrapper). A struct's stored property isolated by
// its own attribute (`@DataActor`, `@MainActor`) stays stored, with a hint: the computed property that stubs it
// would be isolated, and Swift refuses a struct's memberwise and default initializers that are both
// nonisolated (the box of hooks) and isolated. The previous engine took `@DataActor` for a property wrapper
// (a false hint) and stubbed `count` and `name`, whose output failed to compile ("global actor
// 'DataActor'-isolated property 'count' can not be mutated from a nonisolated context"), as it did the
// struct's `@MainActor var scale` ("memberwise initializer for 'Gauge' cannot be both nonisolated and main
// actor-isolated").

@globalActor actor DataActor {
    static let shared = DataActor()
}

// @Stubbable
@DataActor final class Counter {
    var count: Int
    let name: String
    @exclusivity(unchecked) var _getStep: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setStep: ((Int) -> Void)? = nil // stubble
    var step: Int { // stubble
        @storageRestrictions(initializes: _step) init { _step = newValue } // stubble
        get { if let _getStep { return _getStep() }; return _step } // stubble
        set { if let _setStep { _setStep(newValue) } else { _step = newValue } } // stubble
        _modify { if _getStep == nil && _setStep == nil { yield &_step } else { var _stubbleValue = step; yield &_stubbleValue; step = _stubbleValue } } // stubble
    } // stubble
    var _step = 1
    nonisolated init(start: Int) {
        self.count = start
        self.name = "counter"
    }
    @exclusivity(unchecked) var _bump: (() -> Int)? = nil // stubble
    func bump() -> Int {/*stubble:*/ if let _bump { return _bump() };/*:stubble*/ count += step; return count }
    @exclusivity(unchecked) nonisolated(unsafe) var _label: (() -> String)? = nil // stubble
    nonisolated func label() -> String {/*stubble:*/ if let _label { _label() } else {/*:stubble*/ name /*stubble:*/}/*:stubble*/}
}

// @Stubbable
final class Panel {
    @exclusivity(unchecked) var _getShown: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setShown: ((String) -> Void)? = nil // stubble
    @DataActor var shown: String { // stubble
        @storageRestrictions(initializes: _shown) init { _shown = newValue } // stubble
        get { if let _getShown { return _getShown() }; return _shown } // stubble
        set { if let _setShown { _setShown(newValue) } else { _shown = newValue } } // stubble
        _modify { if _getShown == nil && _setShown == nil { yield &_shown } else { var _stubbleValue = shown; yield &_stubbleValue; shown = _stubbleValue } } // stubble
    } // stubble
    @DataActor var _shown: String = "panel"
    init() {}
    @exclusivity(unchecked) var _show: (() -> String)? = nil // stubble
    @DataActor func show() -> String {/*stubble:*/ if let _show { _show() } else {/*:stubble*/ shown /*stubble:*/}/*:stubble*/}
}

// @Stubbable
struct Gauge {
    @DataActor var level: Int = 4
    @MainActor var scale: Int = 2
    var _getUnit: (() -> String)? { get { _stubs.hooks["_getUnit"] as? (() -> String) } nonmutating set { _stubs.hooks["_getUnit"] = newValue } } // stubble
    var _setUnit: ((String) -> Void)? { get { _stubs.hooks["_setUnit"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setUnit"] = newValue } } // stubble
    var unit: String = "cm" { // stubble
        @storageRestrictions(initializes: _unit) init { _unit = newValue } // stubble
        get { if let _getUnit { return _getUnit() }; return _unit } // stubble
        set { if let _setUnit { _setUnit(newValue) } else { _unit = newValue } } // stubble
        _modify { if _getUnit == nil && _setUnit == nil { yield &_unit } else { var _stubbleValue = unit; yield &_stubbleValue; unit = _stubbleValue } } // stubble
    } // stubble
    var _unit = "cm"
    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ unit /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}
