// An initializer in another file assigns `self = …`: a struct's stubs would keep their hooks in a `let` box
// with an initial value, which that initializer would initialize twice ("immutable value 'self._stubs' may
// only be initialized once"). Only the module says so. Its instance hooks live outside the value instead,
// as static hooks (`Temperature._fahrenheit`, for every value), so the initializer compiles as written.
/*|*/struct Temperature: Equatable {
    var celsius: Double

    func fahrenheit() -> Double {
        celsius * 9 / 5 + 32
    }

    static func freezing() -> Temperature {
        Temperature(celsius: 0)
    }
}
