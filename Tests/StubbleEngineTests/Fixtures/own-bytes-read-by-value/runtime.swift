@main struct Runtime {
    static func main() {
        var record = Record(tag: 0x01020304, length: 5)
        print(record.bytes())
        Record._bytes = { [9] }
        print(record.bytes(), record.tag)
        Record._bytes = nil
        record.clear()
        print(record.bytes(), record.tag, record.length)
        print(checksum(of: Entry(key: 1, value: 2)), zeroedPacketSize())
        Entry._isEmpty = { true }
        print(Entry(key: 1, value: 2).isEmpty())
    }
}
