// Associated types become the mock's generic parameters; their constraints are kept.
protocol AssociatedTypesCache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value where Value: Equatable
    associatedtype Keys: Sequence where Keys.Element == Key
    func value(for key: Key) -> Value?
    func store(_ value: Value, for key: Key)
    var allKeys: Keys { get }
}/*|*/
