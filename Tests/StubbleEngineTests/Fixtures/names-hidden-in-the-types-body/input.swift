// An extension of a nested type sees the type's members, not those of the types around it: below, `Decoder` in
// `extension FormDecoder.Keyed` is Swift's. The hooks of the extension's members live in the type's body,
// inside `FormDecoder`, where `Decoder` is `FormDecoder.Decoder`. A hook whose type names such a name passes it
// as `Any` and the member casts it back, as for a generic method (multipart-kit's `superDecoder()`).
struct FormDecoder {
    struct Decoder {
        var depth = 0
    }

    // @Stubbable
    struct Keyed {
        var name: String
    }
}

// @Stubbable
extension FormDecoder.Keyed {
    func superDecoder() -> any Decoder {
        JSONLikeDecoder(codingPath: [])
    }

    var current: (any Decoder)? {
        nil
    }

    init(decoder: any Decoder) {
        self.init(name: "depth \(decoder.codingPath.count)")
    }

    func qualified() -> any Swift.Decoder {
        superDecoder()
    }
}

struct JSONLikeDecoder: Decoder {
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw CancellationError() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw CancellationError() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw CancellationError() }
}
