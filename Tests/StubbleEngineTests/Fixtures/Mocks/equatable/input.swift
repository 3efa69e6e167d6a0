// Equatable and Hashable refinements are satisfied by identity.
protocol EquatableItem: Hashable {
    var label: String { get }
}/*|*/
