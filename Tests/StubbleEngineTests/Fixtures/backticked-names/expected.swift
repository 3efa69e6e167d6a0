// A property named with a keyword in backticks (`default`, `extension`, `where`) is stubbed like any other:
// its hooks drop the backticks (`_getDefault`), its renamed storage keeps them around the `_`
// (`` `_default` ``), and removing the stubs gives the name back as written.
// @Stubbable
struct Resolver {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getDefault: (() -> Resolver)? = nil // stubble
    static var `default`: Resolver { // stubble
        get { if let _getDefault { return _getDefault() }; return _default } // stubble
    } // stubble
    static let `_default` = Resolver(tags: 1)
    var _getExtension: (() -> String?)? { get { _stubs.hooks["_getExtension"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getExtension"] = newValue } } // stubble
    var `extension`: String? {
        if let _getExtension { _getExtension() } else { // stubble
        tags > 0 ? "yml" : nil
        } // stubble
    }
    var _getWhere: (() -> Int?)? { get { _stubs.hooks["_getWhere"] as? (() -> Int?) } nonmutating set { _stubs.hooks["_getWhere"] = newValue } } // stubble
    var `where`: Optional<Int> { // stubble
        @storageRestrictions(initializes: _where) init { _where = newValue } // stubble
        get { if let _getWhere { return _getWhere() }; return _where } // stubble
    } // stubble
    let `_where`: Int?
    var _getTags: (() -> Int)? { get { _stubs.hooks["_getTags"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getTags"] = newValue } } // stubble
    var _setTags: ((Int) -> Void)? { get { _stubs.hooks["_setTags"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setTags"] = newValue } } // stubble
    var tags: Int { // stubble
        @storageRestrictions(initializes: _tags) init { _tags = newValue } // stubble
        get { if let _getTags { return _getTags() }; return _tags } // stubble
        set { if let _setTags { _setTags(newValue) } else { _tags = newValue } } // stubble
        _modify { if _getTags == nil && _setTags == nil { yield &_tags } else { var _stubbleValue = tags; yield &_stubbleValue; tags = _stubbleValue } } // stubble
    } // stubble
    var _tags: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _initTags: ((Int) -> Resolver)? = nil // stubble
    init(tags: Int) {
        if let _initTags = Self._initTags { self = _initTags(tags); return } // stubble
        self.tags = tags
        self.where = nil
    }

    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "\(tags) \(self.extension ?? "-") \(self.where ?? -1)"
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
        _getDefault = nil // stubble
        _initTags = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["where": self._where as Any, "tags": self._tags as Any], displayStyle: .struct) } // stubble
}
extension Resolver: CustomReflectable {} // stubble
