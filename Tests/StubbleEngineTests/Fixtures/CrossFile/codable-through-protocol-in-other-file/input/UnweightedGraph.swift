/*|*/open class UnweightedGraph<V: Codable & Equatable>: Graph {
    public var vertices: [V] = []
    public var edges: [[Int]] = []

    public init() {}

    public func addVertex(_ v: V) -> Int {
        vertices.append(v)
        edges.append([])
        return vertices.count - 1
    }

    public func addEdge(from u: Int, to v: Int) {
        edges[u].append(v)
        edges[v].append(u)
    }

    public var description: String {
        "\(vertices) \(edges)"
    }
}
