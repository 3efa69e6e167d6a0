// A struct whose code reads its own bytes (`withUnsafeBytes(of: self)`, `withUnsafeMutableBytes(of: &self)`:
// a record written to a file as it lies in memory, a checksum) keeps its layout: a hooks box in it would be
// among those bytes. Its instance hooks are static, as for a struct whose memory is reinterpreted. So does one
// whose bytes other code reads through a value whose declaration before the call names the type
// (`entry: Entry`, `var packet = Packet(`): `withUnsafeBytes(of: entry)`, `withUnsafeMutableBytes(of: &packet)`.
// @Stubbable
struct Record {
    var tag: UInt32
    var length: UInt16

    func bytes() -> [UInt8] {
        withUnsafeBytes(of: self) { Array($0) }
    }

    mutating func clear() {
        withUnsafeMutableBytes(of: &self) { for i in $0.indices { $0[i] = 0 } }
    }
}

// @Stubbable
struct Entry {
    var key: UInt16
    var value: UInt16

    func isEmpty() -> Bool {
        value == 0
    }
}

// @Stubbable
struct Packet {
    var kind: UInt8

    func isData() -> Bool {
        kind == 1
    }
}

func checksum(of entry: Entry) -> Int {
    withUnsafeBytes(of: entry) { $0.reduce(0) { $0 + Int($1) } }
}

func zeroedPacketSize() -> Int {
    var packet = Packet(kind: 1)
    return withUnsafeMutableBytes(of: &packet) { bytes in
        for i in bytes.indices { bytes[i] = 0 }
        return bytes.count
    }
}
