import Foundation

@main struct Unstubbed {
    static func main() throws {
        let style = Shouting()
        print(String(decoding: try JSONEncoder().encode(style), as: UTF8.self), style.format("hi"))
        let decoded = try JSONDecoder().decode(Shouting.self, from: Data(#"{"suffix":"?"}"#.utf8))
        print(decoded.suffix, decoded.format("hi"))
        print(style.format("hi"))
    }
}
