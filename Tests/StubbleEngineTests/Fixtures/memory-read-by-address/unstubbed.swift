@main struct Unstubbed {
    static func main() {
        let cell = Cell(count: 1, label: "one")
        cell.bump()
        print(cell.current(), cell.count, cell.label)
        let flag = Flag(true)
        flag.toggle()
        print(flag._storage)
        let plain = Plain()
        plain.bump()
        print(plain.count)
        var bits = Bits(raw: 41)
        Bits.rawAddress(&bits).pointee += 1
        print(bits.raw, bits.asWord(), MemoryLayout<Bits>.size, MemoryLayout<Bits>.stride)
    }
}
