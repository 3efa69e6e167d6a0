@main struct Unstubbed {
    static func main() {
        print(Registry<Int>.describe(1), Registry<Int>.label, Registry<Int>.makeDefault().values)
        Registry<String>.label = "x"
        print(Registry<String>.describe("a"))
    }
}
