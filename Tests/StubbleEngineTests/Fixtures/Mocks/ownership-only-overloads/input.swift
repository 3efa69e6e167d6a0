// Overloads apart only by parameter ownership are one requirement to a conformer: a witness of either matches
// both, so two witnesses are ambiguous ("multiple matching functions"). One witness with a plain parameter
// meets both (swift-mocking's MethodOverloads).
protocol OwnershipCounter {
    func add(_ amount: Int)
    func add(_ amount: consuming Int)
    func put<Value>(_ value: Value)
    func put<Value>(_ value: sending Value)
}/*|*/
