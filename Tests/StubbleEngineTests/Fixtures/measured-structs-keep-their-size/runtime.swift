@main struct Runtime {
    static func main() {
        print(headerBytes(records: 3), MemoryLayout<Header>.size, MemoryLayout<Wire.Frame>.size)
        let h = Header(tag: 1, length: 2)
        print(h.checksum())
        Header._checksum = { 99 }
        print(h.checksum())
        Header._resetStaticStubs()
        let c = Counter(count: 4)
        c._twice = { 0 }
        print(h.checksum(), c.twice(), Wire.Frame(kind: 0).isData())
        print(flagsOffset() as Any, MemoryLayout<Record>.size)
        Record._isEmpty = { true }
        print(Record(id: 1, flags: 2).isEmpty())
        print(sampleSize(of: Sample(level: 1)))
    }
}
