// A property's `@available` is repeated on the computed property that stubs it, on that generated line: an
// attribute written over several lines is joined into one (async-http-client's deprecated static errors; its
// inner lines were otherwise taken for the user's, and `remove --all` did not give back the bytes). One whose
// lines hold a comment cannot be joined: that property keeps its text, with a hint. So does `code`: its
// renamed storage `_code` would be the witness of `Error`'s own `_code` requirement (a public one here,
// else silently a different error code when bridged).
// @Stubbable
public struct ClientError: Error, Equatable {
    private var code: Int

    @exclusivity(unchecked) nonisolated(unsafe) static var _initCode: (@Sendable (Int) -> ClientError)? = nil // stubble
    init(code: Int) {
        if let _initCode = Self._initCode { self = _initCode(code); return } // stubble
        self.code = code
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _getTimeout: (@Sendable () -> ClientError)? = nil // stubble
    public static var timeout: ClientError { // stubble
        get { if let _getTimeout { return _getTimeout() }; return _timeout } // stubble
    } // stubble
    public static let _timeout = ClientError(code: 1)

    @exclusivity(unchecked) nonisolated(unsafe) static var _getRetryLimit: (@Sendable () -> ClientError)? = nil // stubble
    @available(*, deprecated, message: "Not thrown anymore: the client retries instead.") public static var retryLimit: ClientError { // stubble
        get { if let _getRetryLimit { return _getRetryLimit() }; return _retryLimit } // stubble
    } // stubble
    @available(
        *,
        deprecated,
        message:
            "Not thrown anymore: the client retries instead."
    )
    public static let _retryLimit = ClientError(code: 2)

    @available(
        *,
        deprecated // use timeout
    )
    public static let slow = ClientError(code: 3)
    static func _resetStaticStubs() { // stubble
        _initCode = nil // stubble
        _getTimeout = nil // stubble
        _getRetryLimit = nil // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["code": self.code as Any], displayStyle: .struct) } // stubble
}
extension ClientError: CustomReflectable {} // stubble
