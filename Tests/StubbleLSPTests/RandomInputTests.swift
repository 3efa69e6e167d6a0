import Testing
@testable import StubbleLSP

@Suite("Random input: the JSON parser, the framing and the server never trap and always answer")
struct RandomInputTests {
    static let seeds: [String] = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.swift","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"text":"é😀\n"}]}}"#,
        #"{"jsonrpc":"2.0","id":"x","method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///a.swift"},"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":9}},"context":{"diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"message":"m","data":{"fixes":["a"]}}],"only":["quickfix"]}}}"#,
        #"[1.5e300,-0,"\ud83d\ude00\u0000",{"a":[[[]]]},true,null]"#,
    ]

    static func mutate(_ input: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            guard !bytes.isEmpty else { break }
            let i = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: bytes[i] = UInt8.random(in: 0...255, using: &rng)
            case 1: bytes.remove(at: i)
            case 2: bytes.insert(contentsOf: Array(#"{"[\"#.utf8).shuffled(using: &rng).prefix(2), at: i)
            case 3: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...20, using: &rng)))
            default: bytes.insert(contentsOf: bytes[i..<min(bytes.count, i + 10)], at: i)
            }
        }
        return bytes
    }

    @Test func mutatedJSONParsesOrFailsCleanlyAndRoundTrips() {
        var rng = SplitMix64(state: 42)
        var parsed = 0, rejected = 0
        for n in 0..<20_000 {
            let input = Self.mutate(Array(Self.seeds[n % Self.seeds.count].utf8), &rng)
            do {
                let value = try JSONValue.parse(input)
                parsed += 1
                // Whatever parses serializes to JSON that parses back to the same value (NaN aside).
                #expect((try? JSONValue.parse(value.serialized())).map { $0 == value || "\(value)".contains("inf") } ?? false, "infinities serialize as null")
            } catch {
                rejected += 1
                #expect(error.offset >= 0 && error.offset <= input.count)
            }
        }
        #expect(parsed > 100 && rejected > 100, "the mutations exercise both paths (\(parsed) parsed, \(rejected) rejected)")
    }

    @Test func framedGarbageAlwaysTerminates() {
        var rng = SplitMix64(state: 7)
        for _ in 0..<300 {
            var stream: [UInt8] = []
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let body = Array(Self.seeds.randomElement(using: &rng)!.utf8)
                stream += Self.mutate(Array("Content-Length: \(body.count)\r\n\r\n".utf8), &rng) + body
            }
            var offset = 0
            let chunk = Int.random(in: 1...64, using: &rng)
            let reader = FramedReader {
                guard offset < stream.count else { return [] }
                let end = min(offset + chunk, stream.count)
                defer { offset = end }
                return Array(stream[offset..<end])
            }
            var events = 0
            while events < 10_000 {
                events += 1
                if case .end = reader.next() { break }
            }
            #expect(events < 10_000, "the reader reached the end of the stream")
        }
    }

    @Test func theServerAnswersEveryMutatedRequestWithAtMostOneMessage() {
        let h = Harness()
        h.initialize()
        h.open("file:///a.swift", "stale func f() {}\n")
        var rng = SplitMix64(state: 99)
        for n in 0..<3_000 {
            let input = Self.mutate(Array(Self.seeds[n % Self.seeds.count].utf8), &rng)
            h.server.handle(body: input)
        }
        h.server.waitUntilIdle()
        // Every message the server wrote is well-formed JSON-RPC.
        for message in h.outbox.messages {
            #expect(message["jsonrpc"] == "2.0")
            #expect(message["method"] != nil || message["result"] != nil || message["error"] != nil)
        }
        #expect(h.request("shutdown")["result"] == .null, "still answering")
    }
}
