// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift, subscripts (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol SubscriptProtocol {
    associatedtype T
    associatedtype Value

    static subscript(key: Int) -> AnyObject? { get set }
    subscript(_ key: Int) -> AnyObject { get set }
    subscript(key: Int) -> AnyObject? { get set }
    subscript(index: String) -> CGImage? { get set }
    subscript(memoizeKey: Int) -> CGRect? { get set }
    subscript(position: Int) -> Any { get set }
    subscript(index: String.Index) -> Double { get set }
    subscript(safe index: String.Index) -> Double? { get set }
    subscript(range: Range<Int>) -> String { get set }
    subscript(path: String) -> ((Double) -> Float)? { get set }
    subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<Double, T>) -> T { get set }
    subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<String, T>) -> T { get set }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<T, Value>) -> Value { get set }
    subscript<T: ExpressibleByIntegerLiteral>(_ parameter: T) -> T { get set }
    subscript<Value>(keyPath: ReferenceWritableKeyPath<T, Value>) -> Array<Value> { get set }
    subscript<Value>(keyPath: ReferenceWritableKeyPath<T, Value>, on schedulerType: T) -> Array<Value> { get set }
}

/// @mockable
public protocol KeyValueSubscripting {
    associatedtype Key
    associatedtype Value

    /// Accesses the value associated with the given key for reading and writing.
    subscript(key: Key) -> Value? { get set }

    /// Accesses the value with the given key. If the receiver doesn’t contain the given key, accesses the provided default value as if the key and default value existed in the receiver.
    subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value { get set }
}
