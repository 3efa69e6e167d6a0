// Sourcery's AutoMockable names on ours: nowReturnValue stays, nowCallsCount → nowCallCount,
// logReceivedMessage / logReceivedInvocations → logLastInvocation / logInvocations, logClosure → _log.
@main struct Driver {
    static func main() {
        let clock = ClockMock()
        clock.nowReturnValue = 42
        check(clock.now() == 42 && clock.nowCallCount == 1, "return value and call count")

        let logger = LoggerMock()
        var seen: [String] = []
        logger._log = { seen.append($0) }
        logger.log("hello")
        logger.log("world")
        check(logger.logCallCount == 2 && logger.logInvocations == ["hello", "world"], "invocations")
        check(logger.logLastInvocation == "world" && seen == ["hello", "world"], "closure and last invocation")

        let store = StoreMock()
        store.save(7)
        check(store.saveInvocations == [7], "a Sendable protocol's mock records too")
        print("sourcery: ok")
    }

    static func check(_ condition: Bool, _ what: String) {
        if !condition { print("FAILED: \(what)") }
    }
}
