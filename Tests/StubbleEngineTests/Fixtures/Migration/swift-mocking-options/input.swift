// swift-mocking's options: no condition means SWIFT_MOCKING_ENABLED (as swift-mocking does), a string is
// the condition as written, `.none` is no #if. `sendableConformance` needs nothing: the mock of a Sendable
// protocol is Sendable (checked) either way.
import Mocking

@Mocked
protocol Plain {
    func run() -> Int
}

@Mocked(compilationCondition: "!RELEASE", sendableConformance: .unchecked)
protocol Dependency: Sendable {
    func value() -> String
}

@Mocked(compilationCondition: .none)
protocol Always {
    func ping()
}
