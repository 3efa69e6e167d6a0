@main struct Runtime {
    static func main() {
        let pipe = Pipe()
        let word = Word(first: 21)
        print(pipe.describe(), pipe.isOpen, word.high, word.doubled(), word.debugLabel, Rigid<Int>(count: 2).isEmpty, Rigid<Int>.make().count)
        pipe._describe = { "stub" }
        pipe._getIsOpen = { false }
        Word._getHigh = { 1 }
        Word._doubled = { 2 }
        Word._getDebugLabel = { "label" }
        Rigid<Int>._getIsEmpty = { true }
        Rigid<Int>._make = { Rigid(count: 7) }
        print(pipe.describe(), pipe.isOpen, word.high, word.doubled(), word.debugLabel, Rigid<Int>(count: 2).isEmpty, Rigid<Int>.make().count)
        Word._resetStaticStubs()
        Rigid<Int>._resetStaticStubs()
        print(word.high, word.doubled(), word.debugLabel, Rigid<Int>(count: 2).isEmpty, Rigid<Int>.make().count)
    }
}
