// @Stubbable
open class UnweightedGraph<V: Codable & Equatable>: Graph {
    @exclusivity(unchecked) var _getVertices: (() -> [V])? = nil // stubble
    @exclusivity(unchecked) var _setVertices: (([V]) -> Void)? = nil // stubble
    public var vertices: [V] { // stubble
        @storageRestrictions(initializes: _vertices) init { _vertices = newValue } // stubble
        get { if let _getVertices { return _getVertices() }; return _vertices } // stubble
        set { if let _setVertices { _setVertices(newValue) } else { _vertices = newValue } } // stubble
        _modify { if _getVertices == nil && _setVertices == nil { yield &_vertices } else { var _stubbleValue = vertices; yield &_stubbleValue; vertices = _stubbleValue } } // stubble
    } // stubble
    public var _vertices: [V] = []
    @exclusivity(unchecked) var _getEdges: (() -> [[Int]])? = nil // stubble
    @exclusivity(unchecked) var _setEdges: (([[Int]]) -> Void)? = nil // stubble
    public var edges: [[Int]] { // stubble
        @storageRestrictions(initializes: _edges) init { _edges = newValue } // stubble
        get { if let _getEdges { return _getEdges() }; return _edges } // stubble
        set { if let _setEdges { _setEdges(newValue) } else { _edges = newValue } } // stubble
        _modify { if _getEdges == nil && _setEdges == nil { yield &_edges } else { var _stubbleValue = edges; yield &_stubbleValue; edges = _stubbleValue } } // stubble
    } // stubble
    public var _edges: [[Int]] = []

    public init() {}

    @exclusivity(unchecked) var _addVertex: ((V) -> Int)? = nil // stubble
    public func addVertex(_ v: V) -> Int {
        if let _addVertex { return _addVertex(v) } // stubble
        vertices.append(v)
        edges.append([])
        return vertices.count - 1
    }

    @exclusivity(unchecked) var _addEdge: ((Int, Int) -> Void)? = nil // stubble
    public func addEdge(from u: Int, to v: Int) {
        if let _addEdge { return _addEdge(u, v) } // stubble
        edges[u].append(v)
        edges[v].append(u)
    }

    @exclusivity(unchecked) var _getDescription: (() -> String)? = nil // stubble
    public var description: String {
        if let _getDescription { _getDescription() } else { // stubble
        "\(vertices) \(edges)"
        } // stubble
    }
    private enum CodingKeys: String, CodingKey { // stubble
        case _vertices = "vertices" // stubble
        case _edges = "edges" // stubble
    } // stubble
}
