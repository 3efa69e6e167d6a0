// A property's `@available` is repeated on the computed property that stubs it, on that generated line: an
// attribute written over several lines is joined into one (async-http-client's deprecated static errors; its
// inner lines were otherwise taken for the user's, and `remove --all` did not give back the bytes). One whose
// lines hold a comment cannot be joined: that property keeps its text, with a hint. So does `code`: its
// renamed storage `_code` would be the witness of `Error`'s own `_code` requirement (a public one here,
// else silently a different error code when bridged).
// @Stubbable
public struct ClientError: Error, Equatable {
    private var code: Int

    init(code: Int) {
        self.code = code
    }

    public static let timeout = ClientError(code: 1)

    @available(
        *,
        deprecated,
        message:
            "Not thrown anymore: the client retries instead."
    )
    public static let retryLimit = ClientError(code: 2)

    @available(
        *,
        deprecated // use timeout
    )
    public static let slow = ClientError(code: 3)
}
