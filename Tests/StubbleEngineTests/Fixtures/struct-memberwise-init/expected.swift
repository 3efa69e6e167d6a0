// @Stubbable
struct Settings {
    var _getVolume: (@Sendable () -> Int)? = nil // stubble
    var _setVolume: (@Sendable (Int) -> Void)? = nil // stubble
    var volume: Int { // stubble
        @storageRestrictions(initializes: _volume) init { _volume = newValue } // stubble
        get { if let _getVolume { return _getVolume() }; return _volume } // stubble
        set { if let _setVolume { _setVolume(newValue) } else { _volume = newValue } } // stubble
    } // stubble
    var _volume: Int
    var _getTheme: (@Sendable () -> String)? = nil // stubble
    var _setTheme: (@Sendable (String) -> Void)? = nil // stubble
    var theme: String = "dark" { // stubble
        @storageRestrictions(initializes: _theme) init { _theme = newValue } // stubble
        get { if let _getTheme { return _getTheme() }; return _theme } // stubble
        set { if let _setTheme { _setTheme(newValue) } else { _theme = newValue } } // stubble
    } // stubble
    var _theme: String = "dark"

    var _describe: (@Sendable () -> String)? = nil // stubble
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "\(theme) at \(volume)"
        } // stubble
    }
}
