// A test asserting on the records of a stubbed class, as it would on a generated mock's.
/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func test() async throws {
    let logger = Logger()

    // No hook set: the original bodies run, and every call is recorded.
    logger.log("started")
    logger.log("disk full", level: .error)
    print(logger.lines, logger.flush(), logger.lines)
    print(logger.logStringCallCount, logger.logStringInvocations, logger.logStringLastInvocation ?? "-")
    print(logger.logStringLevelInvocations == [Logger.LogStringLevelInvocation(message: "disk full", level: .error)])
    print(logger.flushCallCount)

    // A hook set: it runs instead, and the call is recorded all the same.
    logger._logString = { _ in }
    logger.log("ignored")
    print(logger.lines, logger.logStringCallCount, logger.logStringLastInvocation ?? "-")

    // An inout argument is recorded as it came in; a non-escaping closure is counted only.
    var counter = 41
    logger.bump(&counter)
    logger.bump(&counter)
    print(counter, logger.bumpInvocations, logger.bumpLastInvocation ?? -1)
    logger.each { _ in }
    print(logger.eachCallCount)

    // async throws, hook or not.
    print(try await logger.upload(to: "https://example.com", retries: 2))
    logger._upload = { _, _ in false }
    print(try await logger.upload(to: "https://example.org", retries: 0))
    print(logger.uploadCallCount, logger.uploadInvocations.map(\.url), logger.uploadLastInvocation?.retries ?? -1)

    // The test a user writes first still compiles: a hook counting in a local var.
    var calls = 0
    logger._flush = { calls += 1; return 99 }
    print(logger.flush(), calls, logger.flushCallCount)

    // resetMock(): every hook back to nil, every record back to empty.
    logger.resetMock()
    logger.log("after reset")
    print(logger.lines, logger.logStringCallCount, logger.flushCallCount, logger.uploadInvocations.isEmpty, logger._flush == nil)
}

@main struct Runtime {
    static func main() async throws { try await test() }
}
