/*|*/final class Note: Storable {
    var text: String
    var pinned = false

    init(text: String) {
        self.text = text
    }

    func shout() -> String {
        text.uppercased()
    }

    static func == (lhs: Note, rhs: Note) -> Bool {
        lhs.text == rhs.text && lhs.pinned == rhs.pinned
    }
}
