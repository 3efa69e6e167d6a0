// A module with its own `Decoder` and `Encoder` (SwiftProtobuf declares a `Decoder`: a file that imports it sees
// that one first) hides Swift's. A mock's witnesses of `Codable` name Swift's in full, so the mock still conforms;
// these declarations are in the module all the mock cases compile in, so every Codable mock there is checked.
protocol Decoder {
    func decodeInt() throws -> Int
}

protocol Encoder {
    func encodeInt(_ value: Int) throws
}

protocol Snapshot: Codable, Hashable {/*|*/
    var version: Int { get }
    func read(from decoder: any Decoder) throws -> Int
}
