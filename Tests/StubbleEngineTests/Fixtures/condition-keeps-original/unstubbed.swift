import Foundation

@main struct Unstubbed {
    @MainActor static func main() throws {
        var p = Profile(name: "Ada", width: 800, id: 7)
        p.height += 20
        let data = try JSONEncoder().encode(p)
        let back = try JSONDecoder().decode(Profile.self, from: data)
        print(p.title(), p.width, p.height, back == p, back.name)
        let s = Settings()
        s.theme = nil
        print(s.describe(), s.scale)
    }
}
