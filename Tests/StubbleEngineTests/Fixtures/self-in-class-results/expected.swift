// In a class that is not final, `Self` is the dynamic type (a subclass's `copy()` returns the subclass):
// a result that mentions it passes through the hook as `Any` and is cast back with `as! Self`.
// @Stubbable
class Node {
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
    } // stubble
    let _name: String

    init(name: String) {
        self.name = name
    }

    @exclusivity(unchecked) var _copy: (() -> Any)? = nil // stubble
    func copy() -> Self {
        if let _copy { _copy() as! Self } else { // stubble
        self
        } // stubble
    }

    @exclusivity(unchecked) var _parent: (() -> Any)? = nil // stubble
    func parent() -> Self? {
        if let _parent { _parent() as! Self? } else { // stubble
        nil
        } // stubble
    }
}

final class Leaf: Node {}
