import Foundation

// An initializer that assigns `self = …` assigns the hooks' box too: a struct whose own body declares an
// initializer (so Swift synthesizes no memberwise one) gets its box as a `var`, and the new value's box is
// the one assigned (`Temperature(fahrenheit:)` below keeps the box of the value it builds). Codable output
// does not change: the coding keys leave the box out.
// @Stubbable
struct Temperature: Codable, Equatable {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(fahrenheit: Double) {
        self = Temperature(celsius: (fahrenheit - 32) * 5 / 9)
    }

    func describe() -> String {
        String(format: "%.1f°C", celsius)
    }
}

extension Temperature {
    init(copying other: Temperature) {
        self = other
    }
}
