// Three files extend `Box` under different constraints, and each declares `describe()`: the hooks all live
// in `Box`'s body, so those of the other files name the file that declares their function
// (`_describe_BoxNumbers`, `_describe_BoxText`); `Box`'s own file keeps the plain name (`_describe`), and so
// does a function no other file's extension declares (`_doubled`). Each file computes its names alone, from
// what the module declares.
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self.value as Any], displayStyle: .class) } // stubble
    @exclusivity(unchecked) var _describe_BoxNumbers: (() -> String)? = nil // stubble: Box+Numbers.swift
    @exclusivity(unchecked) var _doubled: (() -> Value)? = nil // stubble: Box+Numbers.swift
    @exclusivity(unchecked) var _describe_BoxText: (() -> String)? = nil // stubble: Box+Text.swift
    @exclusivity(unchecked) var _shouted: (() -> String)? = nil // stubble: Box+Text.swift
}
extension Box: CustomReflectable {} // stubble

// @Stubbable
extension Box where Value == Bool {
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "flag \(value)"
        } // stubble
    }
}
