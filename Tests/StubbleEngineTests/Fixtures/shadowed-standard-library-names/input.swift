// A module that declares its own `Decoder`, `Encoder` or `Hasher` (SwiftProtobuf declares a `Decoder`; a file
// that imports it sees that one first) shadows Swift's: the stubs' box names Swift's coders and hasher in full,
// so it is still `Codable` and `Hashable`.
protocol Decoder {
    func decode() throws -> Int
}

protocol Encoder {
    func encode(_ value: Int) throws
}

struct Hasher {
    var seed = 0
}

struct /*|*/Temperature: Codable, Hashable {
    var celsius: Double

    func fahrenheit() -> Double {
        celsius * 9 / 5 + 32
    }

    func read(with decoder: any Decoder) throws -> Double {
        Double(try decoder.decode())
    }
}
