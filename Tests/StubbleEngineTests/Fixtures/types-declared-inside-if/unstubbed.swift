@main struct Unstubbed {
    static func main() {
        print(Clipboard().paste(), Meter().reading, Pipe().describe())
    }
}
