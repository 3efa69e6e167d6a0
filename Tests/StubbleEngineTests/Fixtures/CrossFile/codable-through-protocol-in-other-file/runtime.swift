import Foundation

@main struct Runtime {
    static func main() throws {
        let g = UnweightedGraph<String>()
        _ = g.addVertex("a")
        _ = g.addVertex("b")
        g.addEdge(from: 0, to: 1)
        let json = String(decoding: try JSONEncoder().encode(g), as: UTF8.self)
        print(json.contains("\"vertices\":[\"a\",\"b\"]"), json.contains("\"edges\":[[1],[0]]"), json.contains("_"))
        let back = try JSONDecoder().decode(UnweightedGraph<String>.self, from: Data(json.utf8))
        print(back.description)
        g._addVertex = { _ in 42 }
        print(g.addVertex("c"), g.description)
    }
}
