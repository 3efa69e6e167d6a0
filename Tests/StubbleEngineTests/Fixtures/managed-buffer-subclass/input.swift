// A ManagedBuffer subclass is made by `ManagedBuffer.create`, which runs no initializer of its own: a stored
// hook in an instance would be memory nobody initialized (swift-service-lifecycle's LockStorage crashed).
// Its instance members keep their text, each with a hint; its static members are stubbed.
// @Stubbable
final class Counter: ManagedBuffer<Int, Int> {
    static func make(start: Int) -> Counter {
        let buffer = Counter.create(minimumCapacity: 1) { _ in start }
        return buffer as! Counter
    }

    func current() -> Int {
        header
    }
}
