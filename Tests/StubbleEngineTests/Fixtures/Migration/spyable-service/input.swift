// Spyable's README example: ServiceProtocolSpy becomes ServiceProtocolMock, behind the same flag.
import Spyable

@Spyable(behindPreprocessorFlag: "DEBUG")
protocol ServiceProtocol {
    var name: String { get }
    func fetchConfig(arg: UInt8) async throws -> [String: String]
}
