@main struct Unstubbed {
    static func main() {
        print(Configuration.strict.strict, Configuration.lenient.strict, Configuration(strict: true).name)
    }
}
