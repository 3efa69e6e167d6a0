import Testing
@testable import StubbleLSP

@Suite("Content-Length framing")
struct FramingTests {
    /// A reader over `input`, delivered in chunks of `chunk` bytes.
    func reader(_ input: [UInt8], chunk: Int = 1 << 16) -> FramedReader {
        var offset = 0
        return FramedReader {
            guard offset < input.count else { return [] }
            let end = min(offset + chunk, input.count)
            defer { offset = end }
            return Array(input[offset..<end])
        }
    }

    func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    func events(_ r: FramedReader) -> [FrameEvent] {
        var result: [FrameEvent] = []
        while true {
            let e = r.next()
            result.append(e)
            if case .end = e { return result }
        }
    }

    func body(_ s: String) -> FrameEvent { .message(Array(s.utf8)) }

    @Test func splitsMessagesWhateverTheChunking() {
        let input = frame("{\"a\":1}") + frame("{\"é\":2}") + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + frame("[]")
        for chunk in [1, 2, 3, 7, 1 << 16] {
            #expect(events(reader(input, chunk: chunk)) == [body("{\"a\":1}"), body("{\"é\":2}"), body("[]"), .end(missingBytes: nil)], "chunk \(chunk)")
        }
    }

    @Test func headerNamesAreCaseInsensitive() {
        #expect(events(reader(Array("content-length: 2\r\n\r\n{}".utf8))) == [body("{}"), .end(missingBytes: nil)])
    }

    @Test func aMissingContentLengthIsReportedAndTheNextMessageRead() {
        let input = Array("Content-Type: x\r\n\r\n{\"lost\":true}".utf8) + frame("{}")
        #expect(events(reader(input)) == [.error(.missingContentLength), body("{}"), .end(missingBytes: nil)])
    }

    @Test func aNonNumericContentLengthIsReportedAndTheNextMessageRead() {
        for value in ["abc", "-5", "1.5", ""] {
            let input = Array("Content-Length: \(value)\r\n\r\n{}".utf8) + frame("{\"n\":1}")
            #expect(events(reader(input, chunk: 5)) == [.error(.invalidContentLength(value)), body("{\"n\":1}"), .end(missingBytes: nil)], "\(value)")
        }
    }

    @Test func anOversizedLengthIsRefusedWithoutWaitingForTheBody() {
        let input = Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8) + frame("{}")
        let result = events(reader(input))
        #expect(result.count == 3)
        if case .error(.tooLarge) = result[0] {} else { Issue.record("expected tooLarge, got \(result[0])") }
        #expect(result[1] == body("{}"))
        let justOver = Array("Content-Length: \(FramedReader.maximumBodyLength + 1)\r\n\r\n".utf8) + frame("{}")
        #expect(events(reader(justOver)) == [.error(.tooLarge(FramedReader.maximumBodyLength + 1)), body("{}"), .end(missingBytes: nil)])
    }

    @Test func aTruncatedBodyAtEndOfInputIsReported() {
        let input = Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)
        #expect(events(reader(input)) == [.end(missingBytes: 6)])
    }

    @Test func garbageAndEndlessHeadersAreSkipped() {
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: 20_000)
        let result = events(reader(garbage + frame("{}"), chunk: 4096))
        #expect(result == [.error(.headerTooLong), body("{}"), .end(missingBytes: nil)])
    }

    @Test func writerFramesBodies() {
        let box = ByteBox()
        let writer = FramedWriter { box.bytes += $0 }
        writer.send(Array("{}".utf8))
        #expect(String(decoding: box.bytes, as: UTF8.self) == "Content-Length: 2\r\n\r\n{}")
    }
}

final class ByteBox: @unchecked Sendable {
    var bytes: [UInt8] = []
}
