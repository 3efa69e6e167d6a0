@main struct Driver {
    static func main() throws {
        let bytes: [UInt8] = [1, 2, 3]
        let snapshot = try SpanSnapshotMock(data: bytes.span.bytes, providerName: "file", options: SpanParsingOptions(strict: true))
        check(snapshot.initArguments?.providerName == "file", "the record keeps the other arguments")
        check(snapshot.initArguments?.options.strict == true, "and their values")
        snapshot._checksum = { span, seed in span.count + seed }
        check(snapshot.checksum(of: bytes.span, seed: 10) == 13, "the hook reads the span")
        check(snapshot.checksumInvocations == [10], "the record keeps the seed")
        print("span-parameters: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
