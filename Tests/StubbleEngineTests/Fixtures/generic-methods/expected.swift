// @Stubbable
final class Converter {
    @exclusivity(unchecked) var _wrap: ((Any, Int) -> Any)? = nil // stubble
    func wrap<T>(_ value: T, times: Int) -> [T] {
        if let _wrap { _wrap(value, times) as! [T] } else { // stubble
        Array(repeating: value, count: times)
        } // stubble
    }

    @exclusivity(unchecked) var _decode: ((Any, String) -> Any)? = nil // stubble
    func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
        if let _decode { _decode(type, text) as! T? } else { // stubble
        nil
        } // stubble
    }

    @exclusivity(unchecked) var _log: ((Any) -> Void)? = nil // stubble
    func log<T: CustomStringConvertible>(_ value: T) {
        if let _log { return _log(value) } // stubble
        print(value.description)
    }

    // An opaque parameter passes to the hook as `any IteratorProtocol<Int>`, but not `inout`: the hook could
    // set it to an iterator of another type. It stays as it is, with a hint.
    func advance(_ iterator: inout some IteratorProtocol<Int>) -> Int? {
        iterator.next()
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Converter: CustomReflectable {} // stubble
