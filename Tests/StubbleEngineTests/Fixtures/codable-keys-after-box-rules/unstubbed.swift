import Foundation

@main struct Unstubbed {
    static func main() throws {
        let r = Path.Root(copy: Path.Root(path: "/tmp", end: 0))
        let data = try JSONEncoder().encode(r)
        let back = try JSONDecoder().decode(Path.Root.self, from: data)
        print(String(decoding: data, as: UTF8.self).count, back == r, back.describe(), Path.Root.root().describe())
    }
}
