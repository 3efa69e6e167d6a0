@main struct Runtime {
    static func main() {
        print(Configuration.strict.strict, Configuration.lenient.strict)
        Configuration._getStrict = { Configuration(strict: false) }
        print(Configuration.strict.strict)
        let c = Configuration(strict: true)
        c._getName = { "stubbed" }
        print(c.name, c.strict)
    }
}
