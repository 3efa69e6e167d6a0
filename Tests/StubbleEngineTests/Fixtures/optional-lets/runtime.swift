@main struct Runtime {
    static func main() {
        let s = Student(name: "Ada", nickname: nil)
        let g = Grade(value: 5, comment: "good")
        print(s.nickname ?? "-", s.mentor ?? "-", s.legacyID + 1, g.comment ?? "-")
        s._getNickname = { "Countess" }
        s._getMentor = { "Babbage" }
        g._getComment = { nil }
        print(s.nickname ?? "-", s.mentor ?? "-", g.comment ?? "-")
        s._getNickname = nil
        g._getComment = nil
        print(s.nickname ?? "-", s.mentor ?? "-", g.comment ?? "-")
    }
}
