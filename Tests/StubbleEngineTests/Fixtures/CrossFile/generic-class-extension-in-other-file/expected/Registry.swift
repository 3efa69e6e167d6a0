/// A generic class whose lookups live in Registry+Lookup.swift: their hooks live here. Its `Sequence`
/// conformance (Registry+Sequence.swift) infers `Element`, which the body cannot rely on: a hook whose
/// type names it is type-erased (`Any`, cast back).
final class Registry<Key: Hashable, Value> {
    var entries: [Key: Value] = [:]
    @exclusivity(unchecked) var _value: ((Key) -> Value?)? = nil // stubble: Registry+Lookup.swift
    @exclusivity(unchecked) var _anyEntry: (() -> Any)? = nil // stubble: Registry+Lookup.swift
}
