// libFuzzer harness for the server's input path (built by Scripts/fuzz.sh, not by SwiftPM, together with
// Tests/StubbleLSPTests/Fuzzing/SessionInvariants.swift, which says what is checked; `swift test` replays
// the committed regressions through the same invariants). The input is the byte stream a client writes to
// `stubble lsp`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try SessionInvariants.check(Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        fatalError("invariant broken: \(error)")
    }
    return 0
}
