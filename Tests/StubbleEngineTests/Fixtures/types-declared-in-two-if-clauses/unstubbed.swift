@main struct Unstubbed {
    static func main() {
        let pipe = Pipe()
        let word = Word(first: 21)
        print(pipe.describe(), pipe.isOpen, word.high, word.doubled(), Rigid<Int>(count: 2).isEmpty, Rigid<Int>.make().count)
    }
}
