@main struct Unstubbed {
    static func main() {
        print(headerBytes(records: 3), MemoryLayout<Header>.size, MemoryLayout<Wire.Frame>.size)
        print(Header(tag: 1, length: 2).checksum(), Counter(count: 4).twice(), Wire.Frame(kind: 0).isData())
        print(flagsOffset() as Any, MemoryLayout<Record>.size, Record(id: 1, flags: 2).isEmpty())
        print(sampleSize(of: Sample(level: 1)), Sample(level: 1).isLoud())
    }
}
