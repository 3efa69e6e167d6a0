@main
struct Main {
    static func main() {
        func isBitwiseCopyable<T: BitwiseCopyable>(_: T.Type) -> Bool { true }
        let c = Counter(value: 21)
        print(c.doubled(), MemoryLayout<Counter<Int>>.size, isBitwiseCopyable(Counter<Int>.self))
        Counter<Int>._doubled = { 7 }
        print(c.doubled(), Counter(value: UInt8(3)).doubled())
        Counter<Int>._doubled = nil
        print(c.doubled())
        let f = Flags(raw: 0b10)
        print(f.isSet(1), MemoryLayout<Flags>.size, isBitwiseCopyable(Flags.self))
        Flags._isSet = { bit in bit == 0 }
        print(f.isSet(1), f.isSet(0))
    }
}
