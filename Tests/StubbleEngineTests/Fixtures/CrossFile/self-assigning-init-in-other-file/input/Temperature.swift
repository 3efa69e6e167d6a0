// An initializer in another file assigns `self = …`: a struct's stubs keep their hooks in a `let` box with
// an initial value, which that initializer would initialize twice ("immutable value 'self._stubs' may only
// be initialized once"). Only the module says so: its instance members are left as they are, each with a
// hint that names the file; static members keep their hooks outside the box.
/*|*/struct Temperature: Equatable {
    var celsius: Double

    func fahrenheit() -> Double {
        celsius * 9 / 5 + 32
    }

    static func freezing() -> Temperature {
        Temperature(celsius: 0)
    }
}
