import Testing
@testable import StubbleLSP

@Suite("JSON values: strict parsing, deterministic output")
struct JSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#"{"a": [1, -2.5, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
        #expect(value == ["a": [1, -2.5, true, false, nil, "x\né😀"], "b": [:]])
    }
}
