// libFuzzer harness for StubbleEngine's actions (built by Scripts/fuzz.sh, not by SwiftPM, together with
// Tests/StubbleEngineTests/Fuzzing/EngineInvariants.swift, which says what is checked; `swift test` replays
// the committed regressions through the same invariants).
// The input is a Swift file (seeded with real files of the corpus packages and the fixtures, then mutated).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try EngineInvariants.check(Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        fatalError("invariant broken: \(error)")
    }
    return 0
}
