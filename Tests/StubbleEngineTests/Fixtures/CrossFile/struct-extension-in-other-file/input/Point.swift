/// A struct whose helpers live in Point+Geometry.swift: their hooks live in a box declared here, which
/// the struct gets for them (a `let` with an initial value: the memberwise init is unchanged).
struct Point: Equatable {
    var x: Int
    var y: Int
}
