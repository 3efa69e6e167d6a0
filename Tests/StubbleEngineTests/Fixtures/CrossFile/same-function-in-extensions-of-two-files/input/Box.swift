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
}

/*|*/extension Box where Value == Bool {
    func describe() -> String {
        "flag \(value)"
    }
}
