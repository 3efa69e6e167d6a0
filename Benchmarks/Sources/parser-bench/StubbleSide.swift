// Stubble's side of the benchmark: parse bytes with StubbleSyntax, count the same declarations as the reference.
import DeclCounting
import StubbleSyntax

enum StubbleSide {
    /// nil until StubbleSyntax exposes a parser this file can call.
    static let countDeclarations: (@Sendable ([UInt8]) -> DeclCounts)? = nil
    static let unavailableReason = "StubbleSyntax has no declaration parser on this branch yet"
}
