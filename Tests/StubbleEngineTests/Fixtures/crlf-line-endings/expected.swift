// A file with CRLF line breaks: the lines Stubble writes end with CRLF too, and the user's lines keep theirs.
// @Stubbable
struct Thermostat {
    var _getTarget: (() -> Double)? { get { _stubs.hooks["_getTarget"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getTarget"] = newValue } } // stubble
    var _setTarget: ((Double) -> Void)? { get { _stubs.hooks["_setTarget"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setTarget"] = newValue } } // stubble
    var target: Double = 20 { // stubble
        @storageRestrictions(initializes: _target) init { _target = newValue } // stubble
        get { if let _getTarget { return _getTarget() }; return _target } // stubble
        set { if let _setTarget { _setTarget(newValue) } else { _target = newValue } } // stubble
        _modify { if _getTarget == nil && _setTarget == nil { yield &_target } else { var _stubbleValue = target; yield &_stubbleValue; target = _stubbleValue } } // stubble
    } // stubble
    var _target: Double = 20

    var _reading: (() -> Double)? { get { _stubs.hooks["_reading"] as? (() -> Double) } nonmutating set { _stubs.hooks["_reading"] = newValue } } // stubble
    func reading() -> Double {
        if let _reading { _reading() } else { // stubble
        target - 0.5
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
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["target": self._target as Any], displayStyle: .struct) } // stubble
}
extension Thermostat: CustomReflectable {} // stubble
