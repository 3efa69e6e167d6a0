// A failable initializer whose body is `nil` alone gives it back implicitly (swift-docc-symbolkit's coding keys:
// `init?(intValue: Int) { nil }`). After the hook's guard it needs an explicit `return`.
// @Stubbable
struct MixinKey: CodingKey, Hashable {
    var _getStringValue: (() -> String)? { get { _stubs.hooks["_getStringValue"] as? (() -> String) } nonmutating set { _stubs.hooks["_getStringValue"] = newValue } } // stubble
    var _setStringValue: ((String) -> Void)? { get { _stubs.hooks["_setStringValue"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setStringValue"] = newValue } } // stubble
    var stringValue: String { // stubble
        @storageRestrictions(initializes: _stringValue) init { _stringValue = newValue } // stubble
        get { if let _getStringValue { return _getStringValue() }; return _stringValue } // stubble
        set { if let _setStringValue { _setStringValue(newValue) } else { _stringValue = newValue } } // stubble
        _modify { if _getStringValue == nil && _setStringValue == nil { yield &_stringValue } else { var _stubbleValue = stringValue; yield &_stubbleValue; stringValue = _stubbleValue } } // stubble
    } // stubble
    var _stringValue: String

    @exclusivity(unchecked) nonisolated(unsafe) static var _initStringValue: ((String) -> MixinKey?)? = nil // stubble
    init?(stringValue: String) {
        if let _initStringValue = Self._initStringValue { guard let _stubbleValue = _initStringValue(stringValue) else { return nil }; self = _stubbleValue; return } // stubble
        self.stringValue = stringValue
    }

    var _getIntValue: (() -> Int?)? { get { _stubs.hooks["_getIntValue"] as? (() -> Int?) } nonmutating set { _stubs.hooks["_getIntValue"] = newValue } } // stubble
    var intValue: Int? {/*stubble:*/ if let _getIntValue { _getIntValue() } else {/*:stubble*/ nil /*stubble:*/}/*:stubble*/}

    @exclusivity(unchecked) nonisolated(unsafe) static var _initIntValue: ((Int) -> MixinKey?)? = nil // stubble
    init?(intValue: Int) {/*stubble:*/ if let _initIntValue = Self._initIntValue { guard let _stubbleValue = _initIntValue(intValue) else { return nil }; self = _stubbleValue; return };/*:stubble*/ /*stubble:*/return /*:stubble*/nil }

    @exclusivity(unchecked) nonisolated(unsafe) static var _initLegacy: ((Int) -> MixinKey?)? = nil // stubble
    init?(legacy: Int) {
        if let _initLegacy = Self._initLegacy { guard let _stubbleValue = _initLegacy(legacy) else { return nil }; self = _stubbleValue; return } // stubble
        /*stubble:*/return /*:stubble*/nil
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _initNamed: ((String) -> MixinKey?)? = nil // stubble
    init?(named name: String) {
        if let _initNamed = Self._initNamed { guard let _stubbleValue = _initNamed(name) else { return nil }; self = _stubbleValue; return } // stubble
        /*stubble:*/return /*:stubble*/nil // no numbered keys
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
        _initStringValue = nil // stubble
        _initIntValue = nil // stubble
        _initLegacy = nil // stubble
        _initNamed = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["stringValue": self._stringValue as Any], displayStyle: .struct) } // stubble
}
extension MixinKey: CustomReflectable {} // stubble
