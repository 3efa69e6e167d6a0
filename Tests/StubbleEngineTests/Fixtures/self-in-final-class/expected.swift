// In a final class the class's own name is not convertible to `Self` (the compiler says "cannot convert
// return expression of type 'Marker' to return type 'Self'"): the hook names the class, and the result is
// cast back with `as! Self` (it cannot fail: the class has no subclass). Found in Ink's `static func read(using reader: inout Reader) throws -> Self`.
// @Stubbable
final class Marker {
    @exclusivity(unchecked) var _getText: (() -> String)? = nil // stubble
    var text: String { // stubble
        @storageRestrictions(initializes: _text) init { _text = newValue } // stubble
        get { if let _getText { return _getText() }; return _text } // stubble
    } // stubble
    let _text: String

    init(text: String) {
        self.text = text
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _read: ((String) throws -> Marker)? = nil // stubble
    static func read(_ text: String) throws -> Self {
        if let _read { try _read(text) as! Self } else { // stubble
        Self(text: text)
        } // stubble
    }

    @exclusivity(unchecked) var _merged: ((Marker) -> Marker)? = nil // stubble
    func merged(with other: Marker) -> Self {
        if let _merged { _merged(other) as! Self } else { // stubble
        Self(text: text + other.text)
        } // stubble
    }

    @exclusivity(unchecked) var _parent: (() -> Marker?)? = nil // stubble
    func parent() -> Self? {
        if let _parent { _parent() as! Self? } else { // stubble
        nil
        } // stubble
    }
    static func _resetStaticStubs() { // stubble
        _read = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["text": self._text as Any], displayStyle: .class) } // stubble
}
extension Marker: CustomReflectable {} // stubble
