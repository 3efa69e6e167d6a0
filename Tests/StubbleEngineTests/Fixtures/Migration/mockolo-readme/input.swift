// Mockolo's README examples: the annotated protocol `Foo`, and the "Function Argument History" one (renamed
// `FooHistory` here, since both are in one file; Mockolo's `history:` argument needs nothing: ours records
// every call's arguments).
/// @mockable
public protocol Foo {
    var num: Int { get set }
    func bar(arg: Float) -> String
}

/// @mockable(history: fooFunc = true)
public protocol FooHistory {
    func fooFunc(val: Int)
    func barFunc(_ val: (a: String, Float))
    func bazFunc(val1: Int, val2: String)
}
