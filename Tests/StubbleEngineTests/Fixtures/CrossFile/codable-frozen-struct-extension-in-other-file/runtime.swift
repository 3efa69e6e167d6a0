import Foundation

@main struct Runtime {
    static func main() throws {
        let v = Version(major: 6, minor: 3)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(v), as: UTF8.self), v.text())
        Version._text = { "stub" }
        print(v.text(), try JSONDecoder().decode(Version.self, from: Data(#"{"major":1,"minor":2}"#.utf8)).text())
        Version._text = nil
        print(v.text())
    }
}
