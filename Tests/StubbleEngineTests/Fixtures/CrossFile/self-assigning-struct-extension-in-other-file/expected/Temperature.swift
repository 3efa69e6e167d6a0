// A struct whose extension in another file assigns `self = …` in an initializer and has methods to stub:
// the box a struct's hooks live in would be initialized twice, so their hooks live outside the value, as
// static hooks written into this body (`Temperature._kelvin`, for every value). Its layout is unchanged.
struct Temperature: Equatable {
    var celsius: Double
    @exclusivity(unchecked) nonisolated(unsafe) static var _kelvin: (() -> Double)? = nil // stubble: Temperature+Copying.swift
    @exclusivity(unchecked) nonisolated(unsafe) static var _cool: ((Double) -> Void)? = nil // stubble: Temperature+Copying.swift
}
