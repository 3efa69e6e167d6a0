// In a final class the class's own name is not convertible to `Self` (the compiler says "cannot convert
// return expression of type 'Marker' to return type 'Self'"): the hook names the class, and the result is
// cast back with `as! Self` (it cannot fail: the class has no subclass). Found in Ink's `static func read(using reader: inout Reader) throws -> Self`.
/*|*/final class Marker {
    let text: String

    init(text: String) {
        self.text = text
    }

    static func read(_ text: String) throws -> Self {
        Self(text: text)
    }

    func merged(with other: Marker) -> Self {
        Self(text: text + other.text)
    }

    func parent() -> Self? {
        nil
    }
}
