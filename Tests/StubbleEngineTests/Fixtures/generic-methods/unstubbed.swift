@main struct Unstubbed {
    static func main() {
        let c = Converter()
        print(c.wrap(1, times: 2))
        print(c.wrap(7, times: 1))
        print(c.decode(Int.self, from: "42") ?? -1)
        c.log(5)
    }
}
