// A property typed `Self` in a struct is stubbed: its hooks name the struct (`static let hidden: Self` gets
// `_getHidden: (() -> Window)?`), the property keeps its type. (A class cannot declare a stored property of
// type `Self`: there it would be the dynamic type.)
// @Stubbable
struct Window {
    var _getStyle: (() -> Int)? { get { _stubs.hooks["_getStyle"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getStyle"] = newValue } } // stubble
    var _setStyle: ((Int) -> Void)? { get { _stubs.hooks["_setStyle"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setStyle"] = newValue } } // stubble
    var style: Int { // stubble
        @storageRestrictions(initializes: _style) init { _style = newValue } // stubble
        get { if let _getStyle { return _getStyle() }; return _style } // stubble
        set { if let _setStyle { _setStyle(newValue) } else { _style = newValue } } // stubble
        _modify { if _getStyle == nil && _setStyle == nil { yield &_style } else { var _stubbleValue = style; yield &_stubbleValue; style = _stubbleValue } } // stubble
    } // stubble
    var _style: Int
    @exclusivity(unchecked) nonisolated(unsafe) static var _getHidden: (() -> Window)? = nil // stubble
    static var hidden: Self { // stubble
        get { if let _getHidden { return _getHidden() }; return _hidden } // stubble
    } // stubble
    static let _hidden: Self = .init(style: 0)
    @exclusivity(unchecked) nonisolated(unsafe) static var _getShown: (() -> Window?)? = nil // stubble
    static var shown: Self? { // stubble
        get { if let _getShown { return _getShown() }; return _shown } // stubble
    } // stubble
    static let _shown: Self? = Self(style: 1)

    @exclusivity(unchecked) nonisolated(unsafe) static var _initStyle: ((Int) -> Window)? = nil // stubble
    init(style: Int) {
        if let _initStyle = Self._initStyle { self = _initStyle(style); return } // stubble
        self.style = style
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
        _getHidden = nil // stubble
        _getShown = nil // stubble
        _initStyle = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["style": self._style as Any], displayStyle: .struct) } // stubble
}
extension Window: CustomReflectable {} // stubble

