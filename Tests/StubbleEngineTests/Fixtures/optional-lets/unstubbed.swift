@main struct Unstubbed {
    static func main() {
        let s = Student(name: "Ada", nickname: nil)
        let g = Grade(value: 5, comment: "good")
        print(s.nickname ?? "-", s.mentor ?? "-", s.legacyID + 1, g.comment ?? "-")
    }
}
