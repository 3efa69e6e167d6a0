// A hierarchy that requires `hash(into:)` itself: the mock implements that requirement (with a hook) and
// adds only identity `==` for Hashable.
protocol HashableRequirementBase: Sendable {
    func hash(into hasher: inout Hasher)
    func isEqual(other: any HashableRequirementBase) -> Bool
}

protocol HashableRequirementField: HashableRequirementBase, Hashable {
    var value: Int { get set }
}/*|*/
