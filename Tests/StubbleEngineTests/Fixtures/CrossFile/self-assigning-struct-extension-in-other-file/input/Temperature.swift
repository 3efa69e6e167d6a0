// A struct whose extension in another file assigns `self = …` in an initializer and has methods to stub:
// the box a struct's hooks live in would be initialized twice, so their hooks live outside the value, as
// static hooks (`Temperature._kelvin`, for every value), which the extension declares itself (Swift allows
// static stored properties in extensions): this file does not change, and its layout neither.
// `Temperature._resetStaticStubs_TemperatureCopying()`, declared after the extension, resets them.
struct Temperature: Equatable {
    var celsius: Double
}
