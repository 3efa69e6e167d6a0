// A header comment glued to the doc comment below (no blank line between): the header stays first, the
// import goes between them, and the doc comment stays on its protocol.
/// Counts things, from many tasks.
@available(macOS 10.15, *)
public protocol DocumentedCounter: Sendable {
    func increment(by amount: Int)
}/*|*/
