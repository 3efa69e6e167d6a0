// In a class that is not final, `Self` is the dynamic type (a subclass's `copy()` returns the subclass):
// a result that mentions it passes through the hook as `Any` and is cast back with `as! Self`.
/*|*/class Node {
    let name: String

    init(name: String) {
        self.name = name
    }

    func copy() -> Self {
        self
    }

    func parent() -> Self? {
        nil
    }
}

final class Leaf: Node {}
