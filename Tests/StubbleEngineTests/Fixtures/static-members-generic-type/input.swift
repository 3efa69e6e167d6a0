// A generic type cannot have static stored properties, so its static hooks are computed over a table
// declared after the type, one entry per specialisation: `Registry<Int>._makeDefault` is not
// `Registry<String>._makeDefault`. `_resetStaticStubs()` empties the table (every specialisation).
/*|*/final class Registry<Value> {
    var values: [Value] = []

    static func makeDefault() -> Registry {
        Registry()
    }

    class func describe(_ value: Value) -> String {
        "value \(value)"
    }

    static var label: String {
        get { "registry of \(Value.self)" }
        set { print("ignored \(newValue)") }
    }
}
