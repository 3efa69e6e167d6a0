// A struct whose code reads its own bytes (`withUnsafeBytes(of: self)`, `withUnsafeMutableBytes(of: &self)`:
// a record written to a file as it lies in memory, a checksum) keeps its layout: a hooks box in it would be
// among those bytes. Its instance hooks are static, as for a struct whose memory is reinterpreted.
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
