/// An `@inlinable` initializer is inlined into clients, and it initializes each stored property through
/// the init accessor its stubs need: that accessor is `@inlinable` where the property is public or
/// `@usableFromInline`. An internal property with an initial value (an optional `var` has nil) is
/// initialized through it too, and its accessor cannot be `@inlinable`: it is skipped ('history', 'tag').
/// A class's inlinable convenience initializer delegates: 'peak' (private setter) is stubbed.
// @Stubbable
public struct Counter {
    var _getCount: (() -> Int)? { get { _stubs.hooks["_getCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCount"] = newValue } } // stubble
    var _setCount: ((Int) -> Void)? { get { _stubs.hooks["_setCount"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCount"] = newValue } } // stubble
    public var count: Int { // stubble
        @storageRestrictions(initializes: _count) @inlinable init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    public var _count: Int
    @usableFromInline var _getStep: (() -> Int)? { get { _stubs.hooks["_getStep"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getStep"] = newValue } } // stubble
    @usableFromInline var _setStep: ((Int) -> Void)? { get { _stubs.hooks["_setStep"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setStep"] = newValue } } // stubble
    @usableFromInline var step: Int { // stubble
        @storageRestrictions(initializes: _step) @inlinable init { _step = newValue } // stubble
        get { if let _getStep { return _getStep() }; return _step } // stubble
        set { if let _setStep { _setStep(newValue) } else { _step = newValue } } // stubble
        _modify { if _getStep == nil && _setStep == nil { yield &_step } else { var _stubbleValue = step; yield &_stubbleValue; step = _stubbleValue } } // stubble
    } // stubble
    @usableFromInline var _step: Int
    var _getLabel: (() -> String)? { get { _stubs.hooks["_getLabel"] as? (() -> String) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
    var _setLabel: ((String) -> Void)? { get { _stubs.hooks["_setLabel"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setLabel"] = newValue } } // stubble
    public var label: String = "counter" { // stubble
        @storageRestrictions(initializes: _label) @inlinable init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    public var _label: String = "counter"
    var _getNote: (() -> String?)? { get { _stubs.hooks["_getNote"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getNote"] = newValue } } // stubble
    var _setNote: ((String?) -> Void)? { get { _stubs.hooks["_setNote"] as? ((String?) -> Void) } nonmutating set { _stubs.hooks["_setNote"] = newValue } } // stubble
    public var note: String? { // stubble
        @storageRestrictions(initializes: _note) @inlinable init { _note = newValue } // stubble
        get { if let _getNote { return _getNote() }; return _note } // stubble
        set { if let _setNote { _setNote(newValue) } else { _note = newValue } } // stubble
        _modify { if _getNote == nil && _setNote == nil { yield &_note } else { var _stubbleValue = note; yield &_stubbleValue; note = _stubbleValue } } // stubble
    } // stubble
    public var _note: String?
    var history: [Int] = []
    var tag: String?

    @exclusivity(unchecked) @usableFromInline nonisolated(unsafe) static var _initCountStep: ((Int, Int) -> Counter)? = nil // stubble
    @inlinable
    public init(count: Int, step: Int = 1) {
        if let _initCountStep = Self._initCountStep { self = _initCountStep(count, step); return } // stubble
        self.count = count
        self.step = step
    }

    var _advance: (() -> Int)? { get { _stubs.hooks["_advance"] as? (() -> Int) } nonmutating set { _stubs.hooks["_advance"] = newValue } } // stubble
    public mutating func advance() -> Int {
        if let _advance { return _advance() } // stubble
        count += step
        return count
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
        _initCountStep = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["count": self._count as Any, "step": self._step as Any, "label": self._label as Any, "note": self._note as Any, "history": self.history as Any, "tag": self.tag as Any], displayStyle: .struct) } // stubble
}
extension Counter: CustomReflectable {} // stubble

// @Stubbable
public final class Gauge {
    @exclusivity(unchecked) var _getLevel: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setLevel: ((Double) -> Void)? = nil // stubble
    public var level: Double { // stubble
        @storageRestrictions(initializes: _level) @inlinable init { _level = newValue } // stubble
        get { if let _getLevel { return _getLevel() }; return _level } // stubble
        set { if let _setLevel { _setLevel(newValue) } else { _level = newValue } } // stubble
        _modify { if _getLevel == nil && _setLevel == nil { yield &_level } else { var _stubbleValue = level; yield &_stubbleValue; level = _stubbleValue } } // stubble
    } // stubble
    public var _level: Double
    @exclusivity(unchecked) var _getPeak: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setPeak: ((Double) -> Void)? = nil // stubble
    public private(set) var peak: Double { // stubble
        @storageRestrictions(initializes: _peak) init { _peak = newValue } // stubble
        get { if let _getPeak { return _getPeak() }; return _peak } // stubble
        set { if let _setPeak { _setPeak(newValue) } else { _peak = newValue } } // stubble
        _modify { if _getPeak == nil && _setPeak == nil { yield &_peak } else { var _stubbleValue = peak; yield &_stubbleValue; peak = _stubbleValue } } // stubble
    } // stubble
    public private(set) var _peak: Double

    @inlinable
    public convenience init() {
        self.init(level: 0)
    }

    public init(level: Double) {
        self.level = level
        self.peak = level
    }
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["level": self._level as Any, "peak": self._peak as Any], displayStyle: .class) } // stubble
}
extension Gauge: CustomReflectable {} // stubble
