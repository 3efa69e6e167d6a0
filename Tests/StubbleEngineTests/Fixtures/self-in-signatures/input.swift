// `Self` cannot appear in a stored hook's type. In a struct (an enum, an actor, a final class) it is the
// type itself, so the hook names the type: in the body of `Pair<T>`, `Pair` is `Pair<T>`. In a class that
// is not final, `Self` is the dynamic type: a result that mentions it passes as `Any` and is cast back.
/*|*/struct Pair<T> {
    var first: T
    var second: T

    func swapped() -> Self {
        Self(first: second, second: first)
    }

    func same(as other: Self) -> Bool {
        "\(first)\(second)" == "\(other.first)\(other.second)"
    }

    static func twice(_ value: T) -> Self {
        Self(first: value, second: value)
    }
}
