// Overloads that differ only by effects or by generic constraints are different requirements: each gets its
// own witness (from swift-mocking's test inputs). A generic parameter named like a concrete type
// (`Incrementor` below) is still a generic parameter.
protocol IncrementorKind {}

struct Incrementor {}

protocol CounterService {
    func increment() async
    func increment() throws
    func describe<T: Identifiable>(_ value: T) -> String
    func describe<T>(_ value: T) -> String where T: Hashable
    func increment<Incrementor: IncrementorKind>(using incrementor: Incrementor)
    func increment(using incrementor: Incrementor)
}/*|*/
