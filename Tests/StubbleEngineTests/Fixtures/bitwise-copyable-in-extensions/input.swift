// A struct that is BitwiseCopyable through an extension (a conditional conformance, which must be declared in
// the type's file) or through a protocol of the module that refines BitwiseCopyable can hold no reference
// either: its instance hooks live outside the value, as static hooks, like those of a struct that says
// BitwiseCopyable in its own clause (`layout-fixed-structs`). A box would not compile: "stored property '_stubs'
// of 'BitwiseCopyable'-conforming generic struct 'Counter' has non-bitwise-copyable type" (swift-property-based's
// shrinkers).
// @Stubbable
struct Counter<Value: FixedWidthInteger> {
    var value: Value

    func doubled() -> Value {
        value &* 2
    }
}

extension Counter: BitwiseCopyable where Value: BitwiseCopyable {}

protocol PlainBits: BitwiseCopyable {}

// @Stubbable
struct Flags: PlainBits {
    var raw: UInt8

    func isSet(_ bit: Int) -> Bool {
        raw & (1 << bit) != 0
    }
}
