// Initializer hooks with `condition: DEBUG`: the hook and the guard are inside `#if DEBUG`, so a build
// without DEBUG compiles the initializer as written. A one-line body keeps its guard inline, reading a
// computed `nil` hook where the condition is off (as a one-line method's does). The box is a `var` inside
// the condition too.
// @Stubbable(condition: DEBUG)
struct Temperature {
    var celsius: Double

    init(celsius: Double) {
        self.celsius = celsius
    }

    init(fahrenheit: Double) { self.init(celsius: (fahrenheit - 32) * 5 / 9) }
}
