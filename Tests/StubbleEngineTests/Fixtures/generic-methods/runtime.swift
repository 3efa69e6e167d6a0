@main struct Runtime {
    static func main() {
        let c = Converter()
        print(c.wrap(1, times: 2))
        c._wrap = { value, times in [value, value, value] }
        print(c.wrap(7, times: 1))
        c._decode = { _, text in Int(text) as Any }
        print(c.decode(Int.self, from: "42") ?? -1)
        c._log = { value in print("stub", value) }
        c.log(5)
    }
}
