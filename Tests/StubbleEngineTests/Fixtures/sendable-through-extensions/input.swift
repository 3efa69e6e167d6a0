// A type is Sendable through an extension in its file as much as through its own clause
// (`extension Timer: Sendable {}`, swift-metrics' `Counter`, `Timer`, `Meter`): its hooks are then
// `@Sendable`, and a class's stored hooks `nonisolated(unsafe)` ("stored property '_getLabel' of
// 'Sendable'-conforming class 'Timer' is mutable" otherwise). A type whose extension adopts another protocol
// keeps hooks a test can capture local state in.

// @Stubbable
public final class Timer {
    public let label: String
    public init(label: String) { self.label = label }
    public func record(_ nanoseconds: Int64) -> String { "\(label): \(nanoseconds)ns" }
}

// @Stubbable
public struct Dimensions {
    public var names: [String]
    public func first() -> String? { names.first }
}

// @Stubbable
public final class Recorder {
    public let name: String
    public init(name: String) { self.name = name }
}

extension Timer: Sendable {}
extension Dimensions: Sendable {}
extension Recorder: CustomStringConvertible {
    public var description: String { name }
}
