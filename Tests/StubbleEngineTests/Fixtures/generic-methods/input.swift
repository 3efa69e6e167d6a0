/*|*/final class Converter {
    func wrap<T>(_ value: T, times: Int) -> [T] {
        Array(repeating: value, count: times)
    }

    func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        nil
    }

    func log<T: CustomStringConvertible>(_ value: T) {
        print(value.description)
    }

    // An opaque parameter passes to the hook as `any IteratorProtocol<Int>`, but not `inout`: the hook could
    // set it to an iterator of another type. It stays as it is, with a hint.
    func advance(_ iterator: inout some IteratorProtocol<Int>) -> Int? {
        iterator.next()
    }
}
