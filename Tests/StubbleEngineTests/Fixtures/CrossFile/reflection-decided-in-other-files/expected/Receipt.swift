// Nothing in the module reflects `Receipt`: it gets a mirror.
// @Stubbable
struct Receipt {
    var _getNumber: (() -> Int)? { get { _stubs.hooks["_getNumber"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getNumber"] = newValue } } // stubble
    var _setNumber: ((Int) -> Void)? { get { _stubs.hooks["_setNumber"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setNumber"] = newValue } } // stubble
    var number: Int { // stubble
        @storageRestrictions(initializes: _number) init { _number = newValue } // stubble
        get { if let _getNumber { return _getNumber() }; return _number } // stubble
        set { if let _setNumber { _setNumber(newValue) } else { _number = newValue } } // stubble
        _modify { if _getNumber == nil && _setNumber == nil { yield &_number } else { var _stubbleValue = number; yield &_stubbleValue; number = _stubbleValue } } // stubble
    } // stubble
    var _number: Int
    var _printed: (() -> String)? { get { _stubs.hooks["_printed"] as? (() -> String) } nonmutating set { _stubs.hooks["_printed"] = newValue } } // stubble
    func printed() -> String {/*stubble:*/ if let _printed { _printed() } else {/*:stubble*/ "#\(number)" /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["number": self._number as Any], displayStyle: .struct) } // stubble
}
extension Receipt: CustomReflectable {} // stubble
