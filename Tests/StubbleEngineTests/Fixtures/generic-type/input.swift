/*|*/final class Box<Value> {
    var value: Value

    init(value: Value) {
        self.value = value
    }

    func get() -> Value {
        value
    }

    func map<T>(_ f: (Value) -> T) -> T {
        f(value)
    }
}
