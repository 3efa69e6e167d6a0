// A static stored property of an extension keeps its hook beside it, in the extension. There a nested type's
// plain name is not in scope (`extension Environment.Key` does not see `Key`; swift-subprocess): a hook of a
// property typed `Self` names the type `Self`.
enum Environment {}

extension Environment {
    // @Stubbable
    struct Key {
        var _getRawValue: (() -> String)? { get { _stubs.hooks["_getRawValue"] as? (() -> String) } nonmutating set { _stubs.hooks["_getRawValue"] = newValue } } // stubble
        var rawValue: String { // stubble
            @storageRestrictions(initializes: _rawValue) init { _rawValue = newValue } // stubble
            get { if let _getRawValue { return _getRawValue() }; return _rawValue } // stubble
        } // stubble
        let _rawValue: String
        @exclusivity(unchecked) nonisolated(unsafe) static var _initString: ((String) -> Self)? = nil // stubble
        init(_ rawValue: String) {/*stubble:*/ if let _initString = Self._initString { self = _initString(rawValue); return };/*:stubble*/ self.rawValue = rawValue }
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
            _getPath = nil // stubble
            _getAll = nil // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["rawValue": self._rawValue as Any], displayStyle: .struct) } // stubble
    }
}
extension Environment.Key: CustomReflectable {} // stubble

// @Stubbable
extension Environment.Key {
    @exclusivity(unchecked) nonisolated(unsafe) static var _getPath: (() -> Self)? = nil // stubble
    static var path: Self { // stubble
        get { if let _getPath { return _getPath() }; return _path } // stubble
    } // stubble
    static let _path: Self = .init("PATH")
    @exclusivity(unchecked) nonisolated(unsafe) static var _getAll: (() -> [Self])? = nil // stubble
    static var all: [Self] { // stubble
        get { if let _getAll { return _getAll() }; return _all } // stubble
    } // stubble
    static let _all: [Self] = [.init("HOME"), .path]
}
