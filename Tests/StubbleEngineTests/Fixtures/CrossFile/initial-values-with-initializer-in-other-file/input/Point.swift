// `x` gives the memberwise init its default, which it takes from the property with the init accessor: with
// an initializer in an extension in another file (`Raw+Binds.swift`), it stays stored. `y` is stubbed.
/*|*/struct Point {
    var x = 0
    var y: Int
}
