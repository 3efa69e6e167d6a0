extension Header {
    init(bytes: [UInt8]) {
        self.version = Int(bytes[0])
        self.nameLength = UInt16(bytes[1])
        self.extraLength = UInt16(bytes[2])
        let total = Int(self.nameLength) + Int(extraLength)
        self.extra = Array(repeating: 0, count: total)
        self.comment = "parsed"
        self.comment += " \(comment.count)"
    }
}
