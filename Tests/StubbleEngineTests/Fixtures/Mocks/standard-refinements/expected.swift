// Refinements of standard-library protocols: their requirements are implemented like the protocol's own,
// and an associated type pinned by a same-type constraint becomes a typealias.
protocol StandardLevel: RawRepresentable, Codable, CustomStringConvertible where RawValue == Int {
    var isVerbose: Bool { get }
}

#if DEBUG
final class StandardLevelMock: StandardLevel {
    // stubble:mock:begin StandardLevel
    typealias RawValue = Int

    init() {}

    /// Presets in one place: `StandardLevelMock { $0._member = { ... } }`.
    init(_ configure: (StandardLevelMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: isVerbose
    var _getIsVerbose: (() -> Bool)? = nil
    var _isVerbose: Bool = false
    private(set) var isVerboseGetCallCount: Int = 0
    var isVerbose: Bool {
        get {
            isVerboseGetCallCount += 1
            if let _getIsVerbose { return _getIsVerbose() }
            return _isVerbose
        }
    }

    // MARK: init(rawValue:) → initRawValueArguments
    private(set) var initRawValueArguments: RawValue? = nil
    init(rawValue: RawValue) {
        initRawValueArguments = rawValue
    }

    // MARK: rawValue
    var _getRawValue: (() -> RawValue)? = nil
    var _rawValue: RawValue? = nil
    private(set) var rawValueGetCallCount: Int = 0
    var rawValue: RawValue {
        get {
            rawValueGetCallCount += 1
            if let _getRawValue { return _getRawValue() }
            if let _rawValue { return _rawValue }
            if let provided = (RawValue.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? RawValue { return provided }
            fatalError("StandardLevelMock.rawValue: no value to return; set _getRawValue or _rawValue")
        }
    }

    // MARK: init(from:) → initFromArguments
    private(set) var initFromArguments: (any Swift.Decoder)? = nil
    init(from decoder: any Swift.Decoder) {
        initFromArguments = decoder
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

    // MARK: description
    var _getDescription: (() -> String)? = nil
    var _description: String = ""
    private(set) var descriptionGetCallCount: Int = 0
    var description: String {
        get {
            descriptionGetCallCount += 1
            if let _getDescription { return _getDescription() }
            return _description
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getIsVerbose = nil
        _isVerbose = false
        isVerboseGetCallCount = 0
        initRawValueArguments = nil
        _getRawValue = nil
        _rawValue = nil
        rawValueGetCallCount = 0
        initFromArguments = nil
        _encode = nil
        encodeError = nil
        encodeCallCount = 0
        encodeInvocations = []
        _getDescription = nil
        _description = ""
        descriptionGetCallCount = 0
    }
    // stubble:mock:end StandardLevel
}
#endif
