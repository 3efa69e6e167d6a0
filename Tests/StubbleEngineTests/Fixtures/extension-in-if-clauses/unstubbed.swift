@main struct Unstubbed {
    static func main() {
        print(Terminal().width(), Terminal.kind())
    }
}
