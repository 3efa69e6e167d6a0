@main struct Unstubbed {
    static func main() {
        var record = Record(tag: 0x01020304, length: 5)
        print(record.bytes())
        record.clear()
        print(record.bytes(), record.tag, record.length)
        print(checksum(of: Entry(key: 1, value: 2)), zeroedPacketSize(), Entry(key: 1, value: 2).isEmpty(), Packet(kind: 1).isData())
    }
}
