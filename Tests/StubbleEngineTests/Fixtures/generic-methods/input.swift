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
}
