// An initializer in an extension in another file initializes stored properties itself. Compiled as a file of
// its own (as SwiftPM's debug builds and `swiftc` without `-wmo` do), it cannot initialize renamed storage
// with an initial value behind a property with an init accessor that has one too: it calls an initial-value
// function its declaring file never emits ("undefined reference to variable initialization expression of
// `_binds`", sql-kit's deprecated `SQLRaw.binds`), or the compiler crashes. The property with the init
// accessor then has no initial value: the storage's own initializes it. `note`, optional, would then start as
// nil: it stays stored (as `Point.x` does, see Point.swift). So does `tag`, an optional `var` without an initial
// value: both would start as nil, which is an initial value too (swift-collections' `OrderedSet.__storage`:
// "undefined reference to `OrderedSet.___storage` property initializer").
// @Stubbable
struct Raw {
    var _getSql: (() -> String)? { get { _stubs.hooks["_getSql"] as? (() -> String) } nonmutating set { _stubs.hooks["_getSql"] = newValue } } // stubble
    var _setSql: ((String) -> Void)? { get { _stubs.hooks["_setSql"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setSql"] = newValue } } // stubble
    var sql: String { // stubble
        @storageRestrictions(initializes: _sql) init { _sql = newValue } // stubble
        get { if let _getSql { return _getSql() }; return _sql } // stubble
        set { if let _setSql { _setSql(newValue) } else { _sql = newValue } } // stubble
        _modify { if _getSql == nil && _setSql == nil { yield &_sql } else { var _stubbleValue = sql; yield &_stubbleValue; sql = _stubbleValue } } // stubble
    } // stubble
    var _sql: String
    var _getBinds: (() -> [Int])? { get { _stubs.hooks["_getBinds"] as? (() -> [Int]) } nonmutating set { _stubs.hooks["_getBinds"] = newValue } } // stubble
    var _setBinds: (([Int]) -> Void)? { get { _stubs.hooks["_setBinds"] as? (([Int]) -> Void) } nonmutating set { _stubs.hooks["_setBinds"] = newValue } } // stubble
    var binds: [Int] { // stubble
        @storageRestrictions(initializes: _binds) init { _binds = newValue } // stubble
        get { if let _getBinds { return _getBinds() }; return _binds } // stubble
        set { if let _setBinds { _setBinds(newValue) } else { _binds = newValue } } // stubble
        _modify { if _getBinds == nil && _setBinds == nil { yield &_binds } else { var _stubbleValue = binds; yield &_stubbleValue; binds = _stubbleValue } } // stubble
    } // stubble
    var _binds: [Int] = []
    var note: String? = "none"
    var tag: String?

    @exclusivity(unchecked) nonisolated(unsafe) static var _initString: ((String) -> Raw)? = nil // stubble
    init(_ sql: String) {
        if let _initString = Self._initString { self = _initString(sql); return } // stubble
        self.sql = sql
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
        _initString = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["sql": self._sql as Any, "binds": self._binds as Any, "note": self.note as Any, "tag": self.tag as Any], displayStyle: .struct) } // stubble
}
extension Raw: CustomReflectable {} // stubble
