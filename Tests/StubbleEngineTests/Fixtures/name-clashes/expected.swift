// Hooks take names nothing else in the type uses: a member already named like a hook, or a parameter that
// would hide the hook inside the body (`_load`), moves the hook to the next free name (`_load2`).
// @Stubbable
final class Clashes {
    @exclusivity(unchecked) var _get_stubs: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _set_stubs: ((Int) -> Void)? = nil // stubble
    var _stubs: Int { // stubble
        @storageRestrictions(initializes: __stubs) init { __stubs = newValue } // stubble
        get { if let _get_stubs { return _get_stubs() }; return __stubs } // stubble
        set { if let _set_stubs { _set_stubs(newValue) } else { __stubs = newValue } } // stubble
        _modify { if _get_stubs == nil && _set_stubs == nil { yield &__stubs } else { var _stubbleValue = _stubs; yield &_stubbleValue; _stubs = _stubbleValue } } // stubble
    } // stubble
    var __stubs: Int = 0
    @exclusivity(unchecked) var _load2: ((Int) -> Int)? = nil // stubble
    func load(_load: Int) -> Int {/*stubble:*/ if let _load2 { _load2(_load) } else {/*:stubble*/ _load + 1 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _get: (() -> Int)? = nil // stubble
    func get() -> Int {/*stubble:*/ if let _get { _get() } else {/*:stubble*/ 1 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _getNewValue: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setNewValue: ((Int) -> Void)? = nil // stubble
    var newValue: Int { // stubble
        @storageRestrictions(initializes: _newValue) init { _newValue = newValue } // stubble
        get { if let _getNewValue { return _getNewValue() }; return _newValue } // stubble
        set { if let _setNewValue { _setNewValue(newValue) } else { _newValue = newValue } } // stubble
        _modify { if _getNewValue == nil && _setNewValue == nil { yield &_newValue } else { var _stubbleValue = newValue; yield &_stubbleValue; newValue = _stubbleValue } } // stubble
    } // stubble
    var _newValue: Int = 3
    @exclusivity(unchecked) var _value: ((Int) -> Int)? = nil // stubble
    func value(newValue: Int) -> Int {/*stubble:*/ if let _value { _value(newValue) } else {/*:stubble*/ newValue * 2 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _default: (() -> Int)? = nil // stubble
    func `default`() -> Int {/*stubble:*/ if let _default { _default() } else {/*:stubble*/ 2 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _größe: (() -> Int)? = nil // stubble
    func größe() -> Int {/*stubble:*/ if let _größe { _größe() } else {/*:stubble*/ 3 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var __hidden: (() -> Int)? = nil // stubble
    func _hidden() -> Int {/*stubble:*/ if let __hidden { __hidden() } else {/*:stubble*/ 4 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _hidden2: (() -> Int)? = nil // stubble
    func hidden() -> Int {/*stubble:*/ if let _hidden2 { _hidden2() } else {/*:stubble*/ 5 /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["_stubs": self.__stubs as Any, "newValue": self._newValue as Any], displayStyle: .class) } // stubble
}
extension Clashes: CustomReflectable {} // stubble
