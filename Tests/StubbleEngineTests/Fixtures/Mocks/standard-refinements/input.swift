// Refinements of standard-library protocols: their requirements are implemented like the protocol's own,
// and an associated type pinned by a same-type constraint becomes a typealias.
protocol StandardLevel: RawRepresentable, Codable, CustomStringConvertible where RawValue == Int {
    var isVerbose: Bool { get }
}/*|*/
