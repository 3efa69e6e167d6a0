@main struct Driver {
    static func main() throws {
        struct Seven: Decoder { func decodeInt() throws -> Int { 7 } }
        let mock = SnapshotMock()
        mock._version = 3
        mock._read = { decoder in try decoder.decodeInt() + 1 }
        check(mock.version == 3, "version")
        check(try mock.read(from: Seven()) == 8 && mock.readCallCount == 1, "read(from:) ran its hook and was recorded")
        check(mock == mock && mock != SnapshotMock(), "identity equality")
        check(Set([mock, mock]).count == 1, "identity hash")
        print("codable-where-decoder-is-not-swifts: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
