// @Stubbable
struct Settings {
    var _getVolume: (() -> Int)? { get { _stubs.hooks["_getVolume"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getVolume"] = newValue } } // stubble
    var _setVolume: ((Int) -> Void)? { get { _stubs.hooks["_setVolume"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setVolume"] = newValue } } // stubble
    var volume: Int { // stubble
        @storageRestrictions(initializes: _volume) init { _volume = newValue } // stubble
        get { if let _getVolume { return _getVolume() }; return _volume } // stubble
        set { if let _setVolume { _setVolume(newValue) } else { _volume = newValue } } // stubble
        _modify { if _getVolume == nil && _setVolume == nil { yield &_volume } else { var _stubbleValue = volume; yield &_stubbleValue; volume = _stubbleValue } } // stubble
    } // stubble
    var _volume: Int
    var _getTheme: (() -> String)? { get { _stubs.hooks["_getTheme"] as? (() -> String) } nonmutating set { _stubs.hooks["_getTheme"] = newValue } } // stubble
    var _setTheme: ((String) -> Void)? { get { _stubs.hooks["_setTheme"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setTheme"] = newValue } } // stubble
    var theme: String = "dark" { // stubble
        @storageRestrictions(initializes: _theme) init { _theme = newValue } // stubble
        get { if let _getTheme { return _getTheme() }; return _theme } // stubble
        set { if let _setTheme { _setTheme(newValue) } else { _theme = newValue } } // stubble
        _modify { if _getTheme == nil && _setTheme == nil { yield &_theme } else { var _stubbleValue = theme; yield &_stubbleValue; theme = _stubbleValue } } // stubble
    } // stubble
    var _theme: String = "dark"

    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "\(theme) at \(volume)"
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["volume": self._volume as Any, "theme": self._theme as Any], displayStyle: .struct) } // stubble
}
extension Settings: CustomReflectable {} // stubble
