// libFuzzer harness for StubbleSyntax (built by Scripts/fuzz.sh, not by SwiftPM, together with
// Tests/StubbleSyntaxTests/Fuzzing/SyntaxInvariants.swift, which says what is checked; `swift test` replays
// the committed regressions through the same invariants). Any input bytes.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try SyntaxInvariants.check(Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        fatalError("invariant broken: \(error)")
    }
    return 0
}
