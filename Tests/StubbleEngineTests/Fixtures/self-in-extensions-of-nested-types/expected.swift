// A generic method with a non-escaping closure parameter of a generic type has a type-erased hook (`Any?`),
// which its body casts back to the method's own type. That type keeps `Self`: in an extension of a nested
// type (`extension Node.Handle`) the type's plain name `Handle` is not in scope, `Self` is.
enum Node {
    struct Handle {
        var start: Int
        @exclusivity(unchecked) nonisolated(unsafe) static var _read: Any? = nil // stubble
        var _merged: Any? { get { _stubs.hooks["_merged"] } nonmutating set { _stubs.hooks["_merged"] = newValue } } // stubble
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Swift.Decoder) throws {} // stubble
            func encode(to encoder: any Swift.Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Swift.Hasher) {} // stubble
        } // stubble
        let _stubs = _StubBox() // stubble
        static func _resetStaticStubs() { // stubble
            _read = nil // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["start": self.start as Any], displayStyle: .struct) } // stubble
    }
}
extension Node.Handle: CustomReflectable {} // stubble

// @Stubbable
extension Node.Handle {
    static func read<R>(_ start: Int, _ body: (Self) throws -> R) rethrows -> R {
        if let _read = (_read as? (Int, (Self) throws -> R) -> R) ?? (_read as? @Sendable (Int, (Self) throws -> R) -> R) { _read(start, body) } else { // stubble
        try body(Self(start: start))
        } // stubble
    }

    func merged<R>(with other: Self, _ body: (Self, Self) -> R) -> R {
        if let _merged = (_merged as? (Self, (Self, Self) -> R) -> R) ?? (_merged as? @Sendable (Self, (Self, Self) -> R) -> R) { _merged(other, body) } else { // stubble
        body(self, other)
        } // stubble
    }
}
