@main struct Unstubbed {
    static func main() {
        let p = Profile()
        do {
            let d = Delegate()
            p.delegate = d
            print(p.delegate != nil)
        }
        print(p.delegate == nil, p.expensive)
        p.score = 5
        p.score = 6
        p.nickname = "n"
        print(p.score, p.nickname!)
        print(p.id)
        print(p.id)
    }
}
