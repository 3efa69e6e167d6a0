import Foundation

@main struct Runtime {
    static func main() throws {
        let note = Note(text: "milk")
        note.pinned = true
        let json = String(decoding: try JSONEncoder().encode(note), as: UTF8.self)
        print(json.contains("\"text\":\"milk\""), json.contains("\"pinned\":true"), json.contains("_"))
        let back = try JSONDecoder().decode(Note.self, from: Data(json.utf8))
        print(back == note, back.shout())
        note._shout = { "stub" }
        print(note.shout())
    }
}
