@main struct Unstubbed {
    static func main() {
        let p = Platform()
        p.log("start")
        print(p.name(), p.build, p.code())
    }
}
