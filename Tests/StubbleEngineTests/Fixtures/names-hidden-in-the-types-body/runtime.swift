@main
struct Main {
    static func main() {
        let keyed = FormDecoder.Keyed(decoder: JSONLikeDecoder(codingPath: []))
        print(keyed.name, keyed.superDecoder().codingPath.count, keyed.current == nil, keyed.qualified().codingPath.count)
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        keyed._superDecoder = { JSONLikeDecoder(codingPath: [Key(stringValue: "a"), Key(stringValue: "b")]) }
        keyed._getCurrent = { JSONLikeDecoder(codingPath: [Key(stringValue: "c")]) }
        keyed._qualified = { JSONLikeDecoder(codingPath: []) }
        print(keyed.superDecoder().codingPath.count, keyed.current?.codingPath.count ?? -1, keyed.qualified().codingPath.count)
        FormDecoder.Keyed._initDecoder = { _ in FormDecoder.Keyed(name: "stubbed") }
        print(FormDecoder.Keyed(decoder: JSONLikeDecoder(codingPath: [])).name, FormDecoder.Decoder(depth: 2).depth)
    }
}
