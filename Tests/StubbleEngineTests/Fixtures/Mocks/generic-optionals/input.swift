// Generic optionals erased to `Any` say so (`value as Any`): generated code compiles without warnings, and
// "expression implicitly coerced from 'Value?' to 'Any'" is a warning.
protocol OptionalCache {
    func store<Value>(_ value: Value?, forKey key: String) -> Value?
    func storeAll<Value>(_ values: [Value?], completion: @escaping (Value?) -> Void) async throws -> Value
    func swap<Value>(_ a: inout Value?, _ b: inout Value)
    subscript<T>(key: String) -> T? { get set }
}/*|*/
