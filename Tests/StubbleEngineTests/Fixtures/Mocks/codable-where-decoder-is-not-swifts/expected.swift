// A module with its own `Decoder` and `Encoder` (SwiftProtobuf declares a `Decoder`: a file that imports it sees
// that one first) hides Swift's. A mock's witnesses of `Codable` name Swift's in full, so the mock still conforms;
// these declarations are in the module all the mock cases compile in, so every Codable mock there is checked.
protocol Decoder {
    func decodeInt() throws -> Int
}

protocol Encoder {
    func encodeInt(_ value: Int) throws
}

protocol Snapshot: Codable, Hashable {
    var version: Int { get }
    func read(from decoder: any Decoder) throws -> Int
}

#if DEBUG
final class SnapshotMock: Snapshot {
    // stubble:mock:begin Snapshot
    init() {}

    /// Presets in one place: `SnapshotMock { $0._member = { ... } }`.
    init(_ configure: (SnapshotMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: version
    var _getVersion: (() -> Int)? = nil
    var _version: Int = 0
    private(set) var versionGetCallCount: Int = 0
    var version: Int {
        get {
            versionGetCallCount += 1
            if let _getVersion { return _getVersion() }
            return _version
        }
    }

    // MARK: read(from:)
    var _read: ((any Decoder) throws -> Int)? = nil
    var readError: (any Error)? = nil
    var readReturnValue: Int? = nil
    private(set) var readCallCount: Int = 0
    private(set) var readInvocations: [any Decoder] = []
    private(set) var readReturnedValues: [Int] = []
    var readLastInvocation: (any Decoder)? { readInvocations.last }
    var readLastReturnedValue: Int? { readReturnedValues.last }
    func read(from decoder: any Decoder) throws -> Int {
        readCallCount += 1
        readInvocations.append(decoder)
        if let _read {
            let result = try _read(decoder)
            readReturnedValues.append(result)
            return result
        }
        if let readError { throw readError }
        if let readReturnValue {
            readReturnedValues.append(readReturnValue)
            return readReturnValue
        }
        let result: Int = 0
        readReturnedValues.append(result)
        return result
    }

    // MARK: init(from:)
    private(set) var initArguments: (any Swift.Decoder)? = nil
    init(from decoder: any Swift.Decoder) {
        initArguments = decoder
    }

    // MARK: encode(to:)
    var _encode: ((any Swift.Encoder) throws -> Void)? = nil
    var encodeError: (any Error)? = nil
    private(set) var encodeCallCount: Int = 0
    private(set) var encodeInvocations: [any Swift.Encoder] = []
    var encodeLastInvocation: (any Swift.Encoder)? { encodeInvocations.last }
    func encode(to encoder: any Swift.Encoder) throws {
        encodeCallCount += 1
        encodeInvocations.append(encoder)
        if let _encode { return try _encode(encoder) }
        if let encodeError { throw encodeError }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getVersion = nil
        _version = 0
        versionGetCallCount = 0
        _read = nil
        readError = nil
        readReturnValue = nil
        readCallCount = 0
        readInvocations = []
        readReturnedValues = []
        initArguments = nil
        _encode = nil
        encodeError = nil
        encodeCallCount = 0
        encodeInvocations = []
    }

    // MARK: Equatable (identity)
    static func == (lhs: SnapshotMock, rhs: SnapshotMock) -> Bool { lhs === rhs }

    // MARK: Hashable (identity)
    func hash(into hasher: inout Swift.Hasher) { hasher.combine(ObjectIdentifier(self)) }
    // stubble:mock:end Snapshot
}
#endif
