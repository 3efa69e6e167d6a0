// Generic methods: a stored hook cannot be generic, so generic parameters are erased to `Any` in the hook
// and records, and the result is cast back. Constraints stay on the witness.
protocol GenericsCoder {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    func encode<T: Encodable>(_ value: T) throws -> [UInt8]
    func withBuffer<R>(_ body: ([UInt8]) throws -> R) rethrows -> R
    func schedule<T>(_ task: @escaping () -> T) -> [T]
    func swapValue<T>(_ value: inout T)
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
}/*|*/
