// An initializer may read a stubbed property once every stored property is initialized: `self` is then a
// whole value and the computed property that stubs it can run. Read before that (`doubled` from `value`), the
// property keeps its text with a hint. In a subclass, `self` is whole only after `super.init(…)`: `Dial` reads
// `turns` before it.
// @Stubbable
final class Gauge {
    @exclusivity(unchecked) var _getLevel: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setLevel: ((Int) -> Void)? = nil // stubble
    var level: Int { // stubble
        @storageRestrictions(initializes: _level) init { _level = newValue } // stubble
        get { if let _getLevel { return _getLevel() }; return _level } // stubble
        set { if let _setLevel { _setLevel(newValue) } else { _level = newValue } } // stubble
        _modify { if _getLevel == nil && _setLevel == nil { yield &_level } else { var _stubbleValue = level; yield &_stubbleValue; level = _stubbleValue } } // stubble
    } // stubble
    var _level: Int
    @exclusivity(unchecked) var _getLabel: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setLabel: ((String) -> Void)? = nil // stubble
    var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String

    init(level: Int) {
        self.level = level
        self.label = "gauge"
        print("made", label, self.level)
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["level": self._level as Any, "label": self._label as Any], displayStyle: .class) } // stubble
}
extension Gauge: CustomReflectable {} // stubble

// @Stubbable
struct Reading {
    var value: Int
    var _getDoubled: (() -> Int)? { get { _stubs.hooks["_getDoubled"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getDoubled"] = newValue } } // stubble
    var _setDoubled: ((Int) -> Void)? { get { _stubs.hooks["_setDoubled"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setDoubled"] = newValue } } // stubble
    var doubled: Int { // stubble
        @storageRestrictions(initializes: _doubled) init { _doubled = newValue } // stubble
        get { if let _getDoubled { return _getDoubled() }; return _doubled } // stubble
        set { if let _setDoubled { _setDoubled(newValue) } else { _doubled = newValue } } // stubble
        _modify { if _getDoubled == nil && _setDoubled == nil { yield &_doubled } else { var _stubbleValue = doubled; yield &_stubbleValue; doubled = _stubbleValue } } // stubble
    } // stubble
    var _doubled: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _initStart: ((Int) -> Reading)? = nil // stubble
    init(start: Int) {
        if let _initStart = Self._initStart { self = _initStart(start); return } // stubble
        self.value = start
        self.doubled = value * 2
    }

    var _total: (() -> Int)? { get { _stubs.hooks["_total"] as? (() -> Int) } nonmutating set { _stubs.hooks["_total"] = newValue } } // stubble
    func total() -> Int {
        if let _total { _total() } else { // stubble
        value + doubled
        } // stubble
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _initStart = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self.value as Any, "doubled": self._doubled as Any], displayStyle: .struct) } // stubble
}
extension Reading: CustomReflectable {} // stubble

class Instrument {
    var serial = 7
}

// @Stubbable
final class Meter: Instrument {
    @exclusivity(unchecked) var _getCount: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setCount: ((Int) -> Void)? = nil // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    var _count: Int

    init(count: Int) {
        self.count = count
        super.init()
        print("meter", self.count)
    }
}

// @Stubbable
final class Dial: Instrument {
    var turns: Int

    init(turns: Int) {
        self.turns = turns
        print("dial", self.turns)
        super.init()
    }
}
