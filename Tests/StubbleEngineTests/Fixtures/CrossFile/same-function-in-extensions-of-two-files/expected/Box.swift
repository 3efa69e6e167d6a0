// Two files extend `Box` under different constraints, and each declares `describe()`: both hooks would be
// one member of `Box` (`_describe`), so making the extension in Box+Numbers.swift stubbable leaves its
// `describe()` as it is, with a hint naming Box+Text.swift (as it would the other way round); its other
// members are stubbed.
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
    @exclusivity(unchecked) var _doubled: (() -> Value)? = nil // stubble: Box+Numbers.swift
}
