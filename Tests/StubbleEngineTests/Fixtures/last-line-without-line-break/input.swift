// A file whose last line has no line break: the lines written after its last declaration (a generic type's
// table of static hooks, a mirror's conformance) get one before them, and the file still ends without one.

// @Stubbable
struct Point {
    var x: Int
    var y: Int
}

// @Stubbable
struct Box<Value> {
    var value: Value
    static var made: Int { 0 }
    func describe() -> String { "box" }
}