// A type declared inside `#if` and extended after `#endif` (or from another clause): the extension compiles
// only where the type exists, so the hooks of its members live in the type's body under the members' own
// conditions (none for `paste()`, `swift(>=5.9)` for `reading`). A type declared in two clauses (`Pipe`) exists
// whenever one of its declarations does: its extension's member has its hook in each.
#if canImport(Foundation)
// @Stubbable
final class Clipboard {
    @exclusivity(unchecked) var _getText: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setText: ((String) -> Void)? = nil // stubble
    var text: String { // stubble
        @storageRestrictions(initializes: _text) init { _text = newValue } // stubble
        get { if let _getText { return _getText() }; return _text } // stubble
        set { if let _setText { _setText(newValue) } else { _text = newValue } } // stubble
        _modify { if _getText == nil && _setText == nil { yield &_text } else { var _stubbleValue = text; yield &_stubbleValue; text = _stubbleValue } } // stubble
    } // stubble
    var _text = "copied"
    @exclusivity(unchecked) var _paste: (() -> String)? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["text": self._text as Any], displayStyle: .class) } // stubble
}
extension Clipboard: CustomReflectable {} // stubble
#endif

#if swift(>=5.9)
// @Stubbable
struct Meter {
    var _getValue: (() -> Int)? { get { _stubs.hooks["_getValue"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getValue"] = newValue } } // stubble
    var _setValue: ((Int) -> Void)? { get { _stubs.hooks["_setValue"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setValue"] = newValue } } // stubble
    var value: Int = 3 { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue { return _getValue() }; return _value } // stubble
        set { if let _setValue { _setValue(newValue) } else { _value = newValue } } // stubble
        _modify { if _getValue == nil && _setValue == nil { yield &_value } else { var _stubbleValue = value; yield &_stubbleValue; value = _stubbleValue } } // stubble
    } // stubble
    var _value = 3
    var _getReading: (() -> Int)? { get { _stubs.hooks["_getReading"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getReading"] = newValue } } // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any], displayStyle: .struct) } // stubble
}
extension Meter: CustomReflectable {} // stubble
#endif

// @Stubbable
extension Clipboard {
    func paste() -> String {
        if let _paste { _paste() } else { // stubble
        text
        } // stubble
    }
}

#if swift(>=5.9)
// @Stubbable
extension Meter {
    var reading: Int {
        if let _getReading { _getReading() } else { // stubble
        value * 2
        } // stubble
    }
}
#endif

#if os(Windows)
final class Pipe {
    var name = "npipe"
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self.name as Any], displayStyle: .class) } // stubble
}
extension Pipe: CustomReflectable {} // stubble
#else
final class Pipe {
    var name = "fifo"
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
}
#endif

// @Stubbable
extension Pipe {
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        name
        } // stubble
    }
}
