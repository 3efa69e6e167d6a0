import Foundation

@main struct Runtime {
    static func main() throws {
        let r = SymbolGraph.Relationship(source: "a", target: "b")
        print(r.describe())
        r._describe = { "stubbed" }
        print(r.describe())
        let json = String(decoding: try JSONEncoder().encode(r), as: UTF8.self)
        print(json.contains("\"source\":\"a\""), json.contains("_"))
        let back = try JSONDecoder().decode(SymbolGraph.Relationship.self, from: Data(json.utf8))
        print(back == SymbolGraph.Relationship(source: "a", target: "b"), back.hashValue == r.hashValue)
        let e = Edge(from: 1, to: 2)
        print(e.reversed())
        e._reversed = { Edge(from: 9, to: 9) }
        print(e.reversed())
    }
}
