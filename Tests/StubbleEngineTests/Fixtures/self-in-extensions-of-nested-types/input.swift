// A generic method with a non-escaping closure parameter of a generic type has a type-erased hook (`Any?`),
// which its body casts back to the method's own type. That type keeps `Self`: in an extension of a nested
// type (`extension Node.Handle`) the type's plain name `Handle` is not in scope, `Self` is.
enum Node {
    struct Handle {
        var start: Int
    }
}

/*|*/extension Node.Handle {
    static func read<R>(_ start: Int, _ body: (Self) throws -> R) rethrows -> R {
        try body(Self(start: start))
    }

    func merged<R>(with other: Self, _ body: (Self, Self) -> R) -> R {
        body(self, other)
    }
}
