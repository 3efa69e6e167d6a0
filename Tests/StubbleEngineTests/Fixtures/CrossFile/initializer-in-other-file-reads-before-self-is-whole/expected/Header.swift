// An initializer in an extension in another file reads stored properties before every one is set
// (`Int(self.nameLength) + Int(self.extraLength)` before `extra` is): there a computed property cannot be
// read ("'self' used before all stored properties are initialized"), so those properties stay stored, and
// the hint names the file that decided. Only the module says so (ZIPFoundation's `Entry+Serialization.swift`).
// `comment`, read only after `self` is whole, and `version` are stubbed.
// @Stubbable
struct Header {
    var _getVersion: (() -> Int)? { get { _stubs.hooks["_getVersion"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getVersion"] = newValue } } // stubble
    var _setVersion: ((Int) -> Void)? { get { _stubs.hooks["_setVersion"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setVersion"] = newValue } } // stubble
    var version: Int { // stubble
        @storageRestrictions(initializes: _version) init { _version = newValue } // stubble
        get { if let _getVersion { return _getVersion() }; return _version } // stubble
        set { if let _setVersion { _setVersion(newValue) } else { _version = newValue } } // stubble
        _modify { if _getVersion == nil && _setVersion == nil { yield &_version } else { var _stubbleValue = version; yield &_stubbleValue; version = _stubbleValue } } // stubble
    } // stubble
    var _version: Int
    var nameLength: UInt16
    var extraLength: UInt16
    var _getExtra: (() -> [UInt8])? { get { _stubs.hooks["_getExtra"] as? (() -> [UInt8]) } nonmutating set { _stubs.hooks["_getExtra"] = newValue } } // stubble
    var _setExtra: (([UInt8]) -> Void)? { get { _stubs.hooks["_setExtra"] as? (([UInt8]) -> Void) } nonmutating set { _stubs.hooks["_setExtra"] = newValue } } // stubble
    var extra: [UInt8] { // stubble
        @storageRestrictions(initializes: _extra) init { _extra = newValue } // stubble
        get { if let _getExtra { return _getExtra() }; return _extra } // stubble
        set { if let _setExtra { _setExtra(newValue) } else { _extra = newValue } } // stubble
        _modify { if _getExtra == nil && _setExtra == nil { yield &_extra } else { var _stubbleValue = extra; yield &_stubbleValue; extra = _stubbleValue } } // stubble
    } // stubble
    var _extra: [UInt8]
    var _getComment: (() -> String)? { get { _stubs.hooks["_getComment"] as? (() -> String) } nonmutating set { _stubs.hooks["_getComment"] = newValue } } // stubble
    var _setComment: ((String) -> Void)? { get { _stubs.hooks["_setComment"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setComment"] = newValue } } // stubble
    var comment: String { // stubble
        @storageRestrictions(initializes: _comment) init { _comment = newValue } // stubble
        get { if let _getComment { return _getComment() }; return _comment } // stubble
        set { if let _setComment { _setComment(newValue) } else { _comment = newValue } } // stubble
        _modify { if _getComment == nil && _setComment == nil { yield &_comment } else { var _stubbleValue = comment; yield &_stubbleValue; comment = _stubbleValue } } // stubble
    } // stubble
    var _comment: String

    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "v\(version) \(nameLength)+\(extraLength) \(comment)"
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["version": self._version as Any, "nameLength": self.nameLength as Any, "extraLength": self.extraLength as Any, "extra": self._extra as Any, "comment": self._comment as Any], displayStyle: .struct) } // stubble
}
extension Header: CustomReflectable {} // stubble
