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
        var _getName: (() -> String)? { get { _stubs.hooks["_getName"] as? (() -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
        var _setName: ((String) -> Void)? { get { _stubs.hooks["_setName"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
        var name: String { // stubble
            @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
            get { if let _getName { return _getName() }; return _name } // stubble
            set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
            _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
        } // stubble
        var _name: String
        var _superDecoder: (() -> Any)? { get { _stubs.hooks["_superDecoder"] as? (() -> Any) } nonmutating set { _stubs.hooks["_superDecoder"] = newValue } } // stubble
        var _getCurrent: (() -> Any)? { get { _stubs.hooks["_getCurrent"] as? (() -> Any) } nonmutating set { _stubs.hooks["_getCurrent"] = newValue } } // stubble
        @exclusivity(unchecked) nonisolated(unsafe) static var _initDecoder: ((Any) -> Self)? = nil // stubble
        var _qualified: (() -> any Swift.Decoder)? { get { _stubs.hooks["_qualified"] as? (() -> any Swift.Decoder) } nonmutating set { _stubs.hooks["_qualified"] = newValue } } // stubble
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Swift.Decoder) throws {} // stubble
            func encode(to encoder: any Swift.Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Swift.Hasher) {} // stubble
        } // stubble
        var _stubs = _StubBox() // stubble
        static func _resetStaticStubs() { // stubble
            _initDecoder = nil // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any], displayStyle: .struct) } // stubble
    }
}
extension FormDecoder.Keyed: CustomReflectable {} // stubble

// @Stubbable
extension FormDecoder.Keyed {
    func superDecoder() -> any Decoder {
        if let _superDecoder { _superDecoder() as! (any Decoder) } else { // stubble
        JSONLikeDecoder(codingPath: [])
        } // stubble
    }

    var current: (any Decoder)? {
        if let _getCurrent { _getCurrent() as! ((any Decoder)?) } else { // stubble
        nil
        } // stubble
    }

    init(decoder: any Decoder) {
        if let _initDecoder = Self._initDecoder { self = _initDecoder(decoder as Any); return } // stubble
        self.init(name: "depth \(decoder.codingPath.count)")
    }

    func qualified() -> any Swift.Decoder {
        if let _qualified { _qualified() } else { // stubble
        superDecoder()
        } // stubble
    }
}

struct JSONLikeDecoder: Decoder {
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw CancellationError() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw CancellationError() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw CancellationError() }
}
