import Testing
@testable import StubbleLSP

@Suite("JSON values: strict parsing, deterministic output")
struct JSONTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5, true, false, null, "x\n\u00e9\ud83d\ude00\/"], "b": {}, "c": 1e2} "#)
        #expect(value == ["a": [1, -2.5, true, false, nil, "x\né😀/"], "b": [:], "c": 100.0])
    }

    @Test func serializesWithSortedKeysAndEscapes() {
        let value: JSONValue = ["b": "quote \" backslash \\ newline \n tab \t bell \u{07} é", "a": [1, 2.5, nil, true]]
        #expect(value.jsonText == #"{"a":[1,2.5,null,true],"b":"quote \" backslash \\ newline \n tab \t bell \u0007 é"}"#)
    }

    @Test func roundTrips() throws {
        let value: JSONValue = ["text": "línea 1\r\nline 2 😀 \u{0}", "n": -42, "list": [[], [:], ["k": nil]]]
        #expect(try JSONValue.parse(value.serialized()) == value)
    }

    @Test func hugeNumbersBecomeDoublesAndAbsurdOnesDoNotCrash() throws {
        #expect(try JSONValue.parse("123456789012345678901234567890") == .double(1.2345678901234568e29))
        #expect(try JSONValue.parse("1e400") == .double(.infinity))
        #expect(JSONValue.double(.infinity).jsonText == "null")
        #expect(try JSONValue.parse("9223372036854775807") == .int(Int.max))
    }

    @Test func rejectsInvalidInputWithAnOffset() {
        let cases: [(String, String)] = [
            ("", "unexpected end of input"), ("{", "unexpected end of input"), ("[1,]", "unexpected character"),
            ("{\"a\" 1}", "expected ':'"), ("tru", "unexpected end of input"), ("01", "unexpected data after the JSON value"),
            ("\"\\x\"", "invalid escape"), ("\"a\nb\"", "unescaped control character in a string"), ("-", "unexpected end of input"),
            ("1.", "invalid number"), ("\"abc", "unterminated string"), ("{} {}", "unexpected data after the JSON value"),
        ]
        for (input, message) in cases {
            #expect(throws: JSONError.self, "\(input)") { try JSONValue.parse(input) }
            do { _ = try JSONValue.parse(input) } catch { #expect(error.message == message, "\(input)") }
        }
    }

    @Test func rejectsInvalidUTF8() throws {
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let input = [0x22] + bad + [0x22]
            #expect(throws: JSONError.self) { try JSONValue.parse(input) }
        }
        #expect(try JSONValue.parse([0x22, 0xE2, 0x82, 0xAC, 0x22]) == "€")
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try JSONValue.parse(#""\ud800x""#) == "\u{FFFD}x")
        #expect(try JSONValue.parse(#""\udc00""#) == "\u{FFFD}")
        #expect(try JSONValue.parse(#""\ud800\u0041""#) == "\u{FFFD}A")
    }

    @Test func nestingIsCapped() {
        let ok = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect((try? JSONValue.parse(ok)) != nil)
        let tooDeep = String(repeating: "{\"a\":", count: JSONValue.maximumDepth + 1) + "1" + String(repeating: "}", count: JSONValue.maximumDepth + 1)
        #expect(throws: JSONError.self) { try JSONValue.parse(tooDeep) }
    }
}

@Suite("JSON numbers compare by value")
struct JSONNumberTests {
    @Test func integersAndDoublesWithTheSameValueAreEqual() throws {
        #expect(JSONValue.int(1500) == JSONValue.double(1500))
        #expect(try JSONValue.parse("1.5e3") == JSONValue.parse("1500"))
        #expect(Set<JSONValue>([.int(2), .double(2)]).count == 1)
        #expect(JSONValue.int(1) != JSONValue.double(1.5))
        #expect(JSONValue.int(1) != JSONValue.bool(true))
    }
}
