// Byte ranges of a file, as every layer compares them.

extension Range where Bound == Int {
    /// Whether the two ranges overlap or meet (an empty range at either end counts): the rule by which a
    /// request's range reaches a finding, in the engine's actions and in the server's matching of a client's
    /// diagnostics.
    public func touches(_ other: Range<Int>) -> Bool {
        lowerBound <= other.upperBound && other.lowerBound <= upperBound
    }
}
