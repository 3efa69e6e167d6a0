@main struct Runtime {
    static func main() {
        let cell = Cell(count: 1, label: "one")
        cell.bump()
        print(cell.current(), cell.count, cell.label, cell.checks)
        // A hook set runs; the storage read by address is still the count's.
        cell._current = { 100 }
        cell._getLabel = { "hooked" }
        print(cell.current(), cell.count, cell.label)
        cell._current = nil
        cell._getLabel = nil
        cell._bump = { cell.checks += 1 }
        cell.bump()
        print(cell.current(), cell.checks)
        cell._bump = nil
        cell.bump()
        print(cell.current(), cell.count)
        let flag = Flag(true)
        flag.toggle()
        print(flag._storage)
        flag._toggle = { print("toggle hooked") }
        flag.toggle()
        flag._get_storage = { true }
        print(flag._storage, flag._address.pointee)
        let plain = Plain()
        plain._bump = { print("bump hooked") }
        plain.bump()
        print(plain.count)
        var bits = Bits(raw: 41)
        Bits.rawAddress(&bits).pointee += 1
        print(bits.raw, bits.asWord(), MemoryLayout<Bits>.size, MemoryLayout<Bits>.stride)
        Bits._asWord = { 7 }
        print(bits.asWord())
        Bits._resetStaticStubs()
        print(bits.asWord())
    }
}
