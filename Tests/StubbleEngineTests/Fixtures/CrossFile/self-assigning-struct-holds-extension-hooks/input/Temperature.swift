/// A struct whose helpers live in Temperature+Formatting.swift, and whose initializer assigns `self = …`:
/// the box the struct gets for the helpers' hooks is a `var`, which that initializer assigns again with the
/// rest of `self`. Possible because the struct declares an initializer in its body (Swift synthesizes no
/// memberwise initializer that would take the box as a parameter).
struct Temperature: Equatable {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(fahrenheit: Double) {
        self = Temperature(celsius: (fahrenheit - 32) * 5 / 9)
    }
}
