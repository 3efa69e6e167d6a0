// swift-configuration's shape: a span of the standard library is non-escapable, so a call record cannot keep
// it (its record holds the other arguments); the hook still takes it.
import Foundation

public struct SpanParsingOptions: Sendable {
    public var strict: Bool
    public init(strict: Bool) { self.strict = strict }
}

/*|*/public protocol SpanSnapshot: Sendable {
    init(data: RawSpan, providerName: String, options: SpanParsingOptions) throws
    var providerName: String { get }
    func checksum(of bytes: Span<UInt8>, seed: Int) -> Int
}
