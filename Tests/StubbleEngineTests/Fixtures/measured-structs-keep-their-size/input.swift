// A struct whose size, stride or alignment the module reads (`MemoryLayout<Header>.size`: a binary format's
// header, a buffer sized in records) keeps its layout: a hooks box would make it a reference larger (16 bytes
// instead of 8). Its instance hooks live outside the value, as static hooks (`Header._checksum`), as for a
// struct whose memory is reinterpreted; a nested one is named by its last component
// (`MemoryLayout<Wire.Frame>`); so is one measured through a value whose declaration before the call names
// its type (`sample: Sample`, then `MemoryLayout.size(ofValue: sample)`). A struct whose stored properties'
// offsets the module reads (`MemoryLayout<Record>.offset(of: \.flags)`) keeps them stored too: a computed
// property has no offset (nil); each gets a hint that says why. A struct the module does not measure keeps
// its box.
// @Stubbable
struct Header {
    var tag: UInt32
    var length: UInt32

    func checksum() -> UInt32 {
        tag &+ length
    }
}

enum Wire {
    // @Stubbable
    struct Frame {
        var kind: UInt16

        func isData() -> Bool {
            kind == 0
        }
    }
}

// @Stubbable
struct Record {
    var id: UInt16
    var flags: UInt16

    func isEmpty() -> Bool {
        flags == 0
    }
}

func flagsOffset() -> Int? {
    MemoryLayout<Record>.offset(of: \.flags)
}

// @Stubbable
struct Sample {
    var level: UInt8

    func isLoud() -> Bool {
        level > 100
    }
}

func sampleSize(of sample: Sample) -> Int {
    MemoryLayout.size(ofValue: sample)
}

// @Stubbable
struct Counter {
    var count: Int

    func twice() -> Int {
        count * 2
    }
}

func headerBytes(records: Int) -> Int {
    MemoryLayout<Header>.size * records + MemoryLayout< Wire.Frame >.stride
}
