@main struct Runtime {
    static func main() {
        let p = Profile()
        do {
            let d = Delegate()
            p.delegate = d
            print(p.delegate != nil)
        }
        print(p.delegate == nil, p.expensive)
        p.score = 5
        p._setScore = { print("stub set", $0) }
        p.score = 6
        p._setScore = nil
        p.nickname = "n"
        p._getNickname = { "stub" }
        print(p.score, p.nickname!)
        print(p.id)
        p._getId = { 8 }
        print(p.id)
    }
}
