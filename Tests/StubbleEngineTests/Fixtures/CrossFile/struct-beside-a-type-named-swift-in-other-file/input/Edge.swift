// Outside the namespace `Swift` is the standard library: the box names `Swift.Decoder` as everywhere else.
/*|*/public struct Edge: Codable, Hashable {
    public var from: Int
    public var to: Int

    public func reversed() -> Edge {
        Edge(from: to, to: from)
    }
}
