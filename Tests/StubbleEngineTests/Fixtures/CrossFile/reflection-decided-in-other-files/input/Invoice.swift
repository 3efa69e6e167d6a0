// Whether a stubbed type gets a mirror is decided with the module: `Invoice` reflects itself in
// Reflection.swift (its own mirror is kept: a second conformance would not compile).
/*|*/struct Invoice {
    var total: Int
    func tax() -> Int { total / 10 }
}
