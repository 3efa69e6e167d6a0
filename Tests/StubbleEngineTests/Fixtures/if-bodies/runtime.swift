@main struct Runtime {
    static func main() {
        let p = Platform()
        var logged: [String] = []
        p._log = { logged.append($0) }
        p._code = { 99 }
        p.log("start")
        print(p.code(), logged)
    }
}
