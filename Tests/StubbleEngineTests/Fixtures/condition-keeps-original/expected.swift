import Foundation

// With `condition: DEBUG`, a build without DEBUG compiles the declarations as written: a stored property's
// `#else` branch is the user's own declaration, untouched; its renamed copy, the stubs and the coding keys
// that name the copy are inside `#if DEBUG`. A declaration a generated line cannot copy (a comment or a
// `//` in it) is renamed in place, as without a condition.
// @Stubbable(condition: DEBUG)
struct Profile: Codable, Equatable {
    #if DEBUG // stubble
    var _getName: (() -> String)? { get { _stubs.hooks["_getName"] as? (() -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
    var _setName: ((String) -> Void)? { get { _stubs.hooks["_setName"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: String // stubble
    #else // stubble
    /// Shown in the title bar.
    var name: String
    #endif // stubble
    #if DEBUG // stubble
    var _getWidth: (() -> Int)? { get { _stubs.hooks["_getWidth"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
    var _setWidth: ((Int) -> Void)? { get { _stubs.hooks["_setWidth"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setWidth"] = newValue } } // stubble
    var width: Int = 640 { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
        set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
        _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
    } // stubble
    var _getHeight: (() -> Int)? { get { _stubs.hooks["_getHeight"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getHeight"] = newValue } } // stubble
    var _setHeight: ((Int) -> Void)? { get { _stubs.hooks["_setHeight"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setHeight"] = newValue } } // stubble
    var height: Int = 480 { // stubble
        @storageRestrictions(initializes: _height) init { _height = newValue } // stubble
        get { if let _getHeight { return _getHeight() }; return _height } // stubble
        set { if let _setHeight { _setHeight(newValue) } else { _height = newValue } } // stubble
        _modify { if _getHeight == nil && _setHeight == nil { yield &_height } else { var _stubbleValue = height; yield &_stubbleValue; height = _stubbleValue } } // stubble
    } // stubble
    var _width: Int = 640, _height: Int = 480 // stubble
    #else // stubble
    var width: Int = 640, height: Int = 480
    #endif // stubble
    #if DEBUG // stubble
    var _getHomepage: (() -> String)? { get { _stubs.hooks["_getHomepage"] as? (() -> String) } nonmutating set { _stubs.hooks["_getHomepage"] = newValue } } // stubble
    var _setHomepage: ((String) -> Void)? { get { _stubs.hooks["_setHomepage"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setHomepage"] = newValue } } // stubble
    var homepage: String = "https://swift.org" { // stubble
        @storageRestrictions(initializes: _homepage) init { _homepage = newValue } // stubble
        get { if let _getHomepage { return _getHomepage() }; return _homepage } // stubble
        set { if let _setHomepage { _setHomepage(newValue) } else { _homepage = newValue } } // stubble
        _modify { if _getHomepage == nil && _setHomepage == nil { yield &_homepage } else { var _stubbleValue = homepage; yield &_stubbleValue; homepage = _stubbleValue } } // stubble
    } // stubble
    #else // stubble
    var homepage: String = "https://swift.org" { // stubble
        @storageRestrictions(initializes: _homepage) init { _homepage = newValue } // stubble
        get { _homepage } // stubble
        set { _homepage = newValue } // stubble
        _modify { yield &_homepage } // stubble
    } // stubble
    #endif // stubble
    var _homepage: String = "https://swift.org"
    #if DEBUG // stubble
    var _getId: (() -> Int)? { get { _stubs.hooks["_getId"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getId"] = newValue } } // stubble
    var id: Int { // stubble
        @storageRestrictions(initializes: _id) init { _id = newValue } // stubble
        get { if let _getId { return _getId() }; return _id } // stubble
    } // stubble
    let _id: Int // stubble
    #else // stubble
    let id: Int
    #endif // stubble

    #if DEBUG // stubble
    var _title: (() -> String)? { get { _stubs.hooks["_title"] as? (() -> String) } nonmutating set { _stubs.hooks["_title"] = newValue } } // stubble
    #endif // stubble
    func title() -> String {
        #if DEBUG // stubble
        if let _title { return _title() } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/name + " #" + String(id) + " " + homepage
    }
    #if DEBUG // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    #endif // stubble
    #if DEBUG // stubble
    private enum CodingKeys: String, CodingKey { // stubble
        case _name = "name" // stubble
        case _width = "width" // stubble
        case _height = "height" // stubble
        case _homepage = "homepage" // stubble
        case _id = "id" // stubble
    } // stubble
    #else // stubble
    private enum CodingKeys: String, CodingKey { // stubble
        case name // stubble
        case width // stubble
        case height // stubble
        case _homepage = "homepage" // stubble
        case id // stubble
    } // stubble
    #endif // stubble
    #if DEBUG // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any, "width": self._width as Any, "height": self._height as Any, "homepage": self._homepage as Any, "id": self._id as Any], displayStyle: .struct) } // stubble
    #endif // stubble
}
#if DEBUG // stubble
extension Profile: CustomReflectable {} // stubble
#endif // stubble

// @Stubbable(condition: DEBUG)
final class Settings {
    #if DEBUG // stubble
    @exclusivity(unchecked) var _getTheme: (() -> String?)? = nil // stubble
    @exclusivity(unchecked) var _setTheme: ((String?) -> Void)? = nil // stubble
    var theme: String? = "light" { // stubble
        @storageRestrictions(initializes: _theme) init { _theme = newValue } // stubble
        get { if let _getTheme { return _getTheme() }; return _theme } // stubble
        set { if let _setTheme { _setTheme(newValue) } else { _theme = newValue } } // stubble
        _modify { if _getTheme == nil && _setTheme == nil { yield &_theme } else { var _stubbleValue = theme; yield &_stubbleValue; theme = _stubbleValue } } // stubble
    } // stubble
    var _theme: String? = "light" // stubble
    #else // stubble
    var theme: String? = "light"
    #endif // stubble
    #if DEBUG // stubble
    @exclusivity(unchecked) var _getCache: (() -> [String: Int])? = nil // stubble
    @exclusivity(unchecked) var _setCache: (([String: Int]) -> Void)? = nil // stubble
    var cache: [String: Int] { // stubble
        get { if let _getCache { return _getCache() }; return _cache } // stubble
        set { if let _setCache { _setCache(newValue) } else { _cache = newValue } } // stubble
        _modify { if _getCache == nil && _setCache == nil { yield &_cache } else { var _stubbleValue = cache; yield &_stubbleValue; cache = _stubbleValue } } // stubble
    } // stubble
    lazy var _cache: [String: Int] = ["a": 1] // stubble
    #else // stubble
    lazy var cache: [String: Int] = ["a": 1]
    #endif // stubble
    #if DEBUG // stubble
    @exclusivity(unchecked) var _getScale: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setScale: ((Double) -> Void)? = nil // stubble
    @MainActor var scale: Double { // stubble
        @storageRestrictions(initializes: _scale) init { _scale = newValue } // stubble
        get { if let _getScale { return _getScale() }; return _scale } // stubble
        set { if let _setScale { _setScale(newValue) } else { _scale = newValue } } // stubble
        _modify { if _getScale == nil && _setScale == nil { yield &_scale } else { var _stubbleValue = scale; yield &_stubbleValue; scale = _stubbleValue } } // stubble
    } // stubble
    @MainActor // stubble
    var _scale: Double = 2 // stubble
    #else // stubble
    @MainActor
    var scale: Double = 2
    #endif // stubble
    init() {}

    #if DEBUG // stubble
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    #endif // stubble
    func describe() -> String {
        #if DEBUG // stubble
        if let _describe { return _describe() } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/(theme ?? "none") + " " + String(cache.count)
    }
}
