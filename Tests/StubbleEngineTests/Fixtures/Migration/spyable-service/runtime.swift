// Spyable's README test, rewritten on our names: ServiceProtocolSpy → ServiceProtocolMock,
// fetchConfigArgReturnValue → fetchConfigReturnValue, fetchConfigArgCallsCount → fetchConfigCallCount,
// fetchConfigArgReceivedInvocations → fetchConfigInvocations, fetchConfigArgThrowableError → fetchConfigError.
struct ConfigError: Error {}

final class ViewModel {
    let service: any ServiceProtocol
    var config: [String: String] = [:]
    init(service: any ServiceProtocol) { self.service = service }
    func fetchData() async {
        config = (try? await service.fetchConfig(arg: 1)) ?? ["error": "yes"]
    }
}

@main struct Driver {
    static func main() async {
        await readmeTest()
    }

    /// As a test function is: not isolated (a closure formed on the main actor would tie the mock to it).
    nonisolated static func readmeTest() async {
        let serviceMock = ServiceProtocolMock()
        serviceMock.fetchConfigReturnValue = ["key": "value"]
        let sut = ViewModel(service: serviceMock)
        await sut.fetchData()
        check(serviceMock.fetchConfigCallCount == 1, "call count")
        check(serviceMock.fetchConfigInvocations == [1], "invocations")
        check(serviceMock.fetchConfigLastInvocation == 1, "last invocation")
        check(sut.config == ["key": "value"], "return value")

        serviceMock.fetchConfigError = ConfigError()
        await sut.fetchData()
        check(sut.config == ["error": "yes"], "error")

        serviceMock._fetchConfig = { arg in ["arg": "\(arg)"] }
        await sut.fetchData()
        check(sut.config == ["arg": "1"], "hook wins over the error")

        serviceMock._name = "spy"
        check(serviceMock.name == "spy" && serviceMock.nameGetCallCount == 1, "property")
        print("spyable: ok")
    }

    nonisolated static func check(_ condition: Bool, _ what: String) {
        if !condition { print("FAILED: \(what)") }
    }
}
