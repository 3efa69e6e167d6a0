/// Code inlined into clients (`@inlinable`, `@_alwaysEmitIntoClient`) may only call public or
/// `@usableFromInline` declarations: the hooks it calls are `@usableFromInline`.
// @Stubbable
public struct LogEvent: Sendable {
    var _getFile: (@Sendable () -> String)? { get { _stubs.hooks["_getFile"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_getFile"] = newValue } } // stubble
    var _setFile: (@Sendable (String) -> Void)? { get { _stubs.hooks["_setFile"] as? (@Sendable (String) -> Void) } nonmutating set { _stubs.hooks["_setFile"] = newValue } } // stubble
    public var file: String { // stubble
        @storageRestrictions(initializes: _file) init { _file = newValue } // stubble
        get { if let _getFile { return _getFile() }; return _file } // stubble
        set { if let _setFile { _setFile(newValue) } else { _file = newValue } } // stubble
        _modify { if _getFile == nil && _setFile == nil { yield &_file } else { var _stubbleValue = file; yield &_stubbleValue; file = _stubbleValue } } // stubble
    } // stubble
    public var _file: String
    @usableFromInline var _get_explicitSource: (@Sendable () -> String?)? { get { _stubs.hooks["_get_explicitSource"] as? (@Sendable () -> String?) } nonmutating set { _stubs.hooks["_get_explicitSource"] = newValue } } // stubble
    @usableFromInline var _set_explicitSource: (@Sendable (String?) -> Void)? { get { _stubs.hooks["_set_explicitSource"] as? (@Sendable (String?) -> Void) } nonmutating set { _stubs.hooks["_set_explicitSource"] = newValue } } // stubble
    @usableFromInline internal var _explicitSource: String? { // stubble
        @storageRestrictions(initializes: __explicitSource) init { __explicitSource = newValue } // stubble
        get { if let _get_explicitSource { return _get_explicitSource() }; return __explicitSource } // stubble
        set { if let _set_explicitSource { _set_explicitSource(newValue) } else { __explicitSource = newValue } } // stubble
        _modify { if _get_explicitSource == nil && _set_explicitSource == nil { yield &__explicitSource } else { var _stubbleValue = _explicitSource; yield &_stubbleValue; _explicitSource = _stubbleValue } } // stubble
    } // stubble
    @usableFromInline
    internal var __explicitSource: String?

    @exclusivity(unchecked) nonisolated(unsafe) static var _initFileSource: (@Sendable (String, String?) -> LogEvent)? = nil // stubble
    public init(file: String, source: String? = nil) {
        if let _initFileSource = Self._initFileSource { self = _initFileSource(file, source); return } // stubble
        self.file = file
        self._explicitSource = source
    }

    @usableFromInline var _getSource: (@Sendable () -> String)? { get { _stubs.hooks["_getSource"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_getSource"] = newValue } } // stubble
    @usableFromInline var _setSource: (@Sendable (String) -> Void)? { get { _stubs.hooks["_setSource"] as? (@Sendable (String) -> Void) } nonmutating set { _stubs.hooks["_setSource"] = newValue } } // stubble
    public var source: String {
        @inlinable get {/*stubble:*/ if let _getSource { _getSource() } else {/*:stubble*/ self._explicitSource ?? String(file.split(separator: "/").first ?? "") /*stubble:*/}/*:stubble*/}
        @inlinable set {/*stubble:*/ if let _setSource { return _setSource(newValue) };/*:stubble*/ self._explicitSource = newValue }
    }

    @usableFromInline var _describe: (@Sendable () -> String)? { get { _stubs.hooks["_describe"] as? (@Sendable () -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    @inlinable
    public func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "\(source): \(file)"
        } // stubble
    }

    @usableFromInline var _isFrom: (@Sendable (String) -> Bool)? { get { _stubs.hooks["_isFrom"] as? (@Sendable (String) -> Bool) } nonmutating set { _stubs.hooks["_isFrom"] = newValue } } // stubble
    @_alwaysEmitIntoClient
    public func isFrom(_ module: String) -> Bool {
        if let _isFrom { _isFrom(module) } else { // stubble
        source == module
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
        _initFileSource = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["file": self._file as Any, "_explicitSource": self.__explicitSource as Any], displayStyle: .struct) } // stubble
}
extension LogEvent: CustomReflectable {} // stubble
