// `Content-Length` framing of JSON-RPC messages (the LSP base protocol).
//
// Reading is a small state machine over a byte stream. It never trusts the peer: a header block without
// a usable `Content-Length` or with one over `maximumBodyLength` is reported and skipped by scanning for the
// next `Content-Length:` header, so one bad message never takes the connection down, and a huge declared
// length is refused without allocating it. A body cut short by end of input is reported as truncated.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public enum FramingError: Error, Hashable, Sendable, CustomStringConvertible {
    case missingContentLength
    case invalidContentLength(String)
    case tooLarge(Int)
    case headerTooLong

    public var description: String {
        switch self {
        case .missingContentLength: return "message header has no Content-Length"
        case .invalidContentLength(let value): return "Content-Length '\(value)' is not a length"
        case .tooLarge(let n): return "Content-Length \(n) exceeds the limit of \(FramedReader.maximumBodyLength) bytes"
        case .headerTooLong: return "message header is longer than \(FramedReader.maximumHeaderLength) bytes"
        }
    }
}

public enum FrameEvent: Hashable, Sendable {
    /// One message body.
    case message([UInt8])
    /// A bad header; the reader has already skipped to the next plausible header.
    case error(FramingError)
    /// End of input. `truncatedBody` tells how many bytes of a declared body were missing, if any.
    case end(missingBytes: Int?)
}

/// Splits a byte stream into message bodies. `readChunk` returns an empty array at end of input.
public final class FramedReader {
    /// Largest body accepted: a 10 MB source file JSON-escaped fits with room to spare.
    public static let maximumBodyLength = 64 << 20
    public static let maximumHeaderLength = 8 << 10

    private let readChunk: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// Set after an error: scan for the next `Content-Length:` before parsing a header.
    private var resyncing = false

    public init(readChunk: @escaping () -> [UInt8]) {
        self.readChunk = readChunk
    }

    /// Reads from a file descriptor (standard input for the server).
    public convenience init(fileDescriptor fd: Int32) {
        self.init(readChunk: {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 { return Array(chunk[0..<n]) }
                if n < 0, errno == EINTR { continue }
                return []
            }
        })
    }

    /// Appends more input; false at end of input.
    private func fill() -> Bool {
        if atEnd { return false }
        let chunk = readChunk()
        if chunk.isEmpty {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: chunk)
        return true
    }

    /// Drops consumed bytes. Only called where no index into the buffer other than `start` is live.
    private func compact() {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= (4 << 20))
            start = 0
        } else if start > (1 << 20), start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    public func next() -> FrameEvent {
        while true {
            compact()
            if resyncing {
                guard resync() else { return .end(missingBytes: nil) }
            }
            // Blank lines between messages are tolerated.
            while true {
                while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
                if start < buffer.count { break }
                compact()
                guard fill() else { return .end(missingBytes: nil) }
            }
            // Find the end of the header block: an empty line.
            var contentLength: Int?? = nil  // nil: absent; .some(nil): present but invalid
            var invalidValue = ""
            var lineStart = start
            var headerEnd: Int? = nil
            var scan = start
            while headerEnd == nil {
                if scan >= buffer.count {
                    if buffer.count - start > FramedReader.maximumHeaderLength {
                        start += 1
                        resyncing = true
                        return .error(.headerTooLong)
                    }
                    guard fill() else { return .end(missingBytes: nil) }
                    continue
                }
                if buffer[scan] == 0x0A {
                    var lineEnd = scan
                    if lineEnd > lineStart, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                    if lineEnd == lineStart {
                        headerEnd = scan + 1
                    } else if let (name, value) = headerField(buffer[lineStart..<lineEnd]),
                        name.lowercased() == "content-length"
                    {
                        let trimmed = trimmingWhitespace(value)
                        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                            // Digits only; more than 18 digits cannot be a sane length (and would overflow).
                            contentLength = .some(trimmed.count > 18 ? Int.max : Int(trimmed)!)
                        } else {
                            contentLength = .some(nil)
                            invalidValue = String(trimmed.prefix(40))
                        }
                    }
                    lineStart = scan + 1
                }
                scan += 1
                if scan - start > FramedReader.maximumHeaderLength, headerEnd == nil {
                    start += 1
                    resyncing = true
                    return .error(.headerTooLong)
                }
            }
            let bodyStart = headerEnd!
            guard let declared = contentLength else {
                start = bodyStart
                resyncing = true
                return .error(.missingContentLength)
            }
            guard let length = declared else {
                start = bodyStart
                resyncing = true
                return .error(.invalidContentLength(invalidValue))
            }
            guard length <= FramedReader.maximumBodyLength else {
                start = bodyStart
                resyncing = true
                return .error(.tooLarge(length))
            }
            if buffer.count - bodyStart < length {
                buffer.reserveCapacity(bodyStart + length)
            }
            while buffer.count - bodyStart < length {
                guard fill() else {
                    let missing = length - (buffer.count - bodyStart)
                    start = buffer.count
                    return .end(missingBytes: missing)
                }
            }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            start = bodyStart + length
            return .message(body)
        }
    }

    private func headerField(_ line: ArraySlice<UInt8>) -> (String, String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
        let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
        return (name, value)
    }

    private static let marker: [UInt8] = Array("content-length:".utf8)

    /// Skips input up to the next `Content-Length:` (any case). False at end of input.
    private func resync() -> Bool {
        let marker = FramedReader.marker
        while true {
            var i = start
            while i + marker.count <= buffer.count {
                var matches = true
                for k in 0..<marker.count {
                    var b = buffer[i + k]
                    if b >= 0x41 && b <= 0x5A { b += 0x20 }
                    if b != marker[k] { matches = false; break }
                }
                if matches {
                    start = i
                    resyncing = false
                    return true
                }
                i += 1
            }
            // Keep the last few bytes: the marker may straddle two chunks.
            start = max(start, buffer.count - marker.count + 1)
            compact()
            guard fill() else { return false }
        }
    }
}

/// Writes framed messages. Thread-safe; a closed peer is ignored (the reader will see end of input).
public final class FramedWriter: @unchecked Sendable {
    private let lock = Lock()
    private let writeBytes: ([UInt8]) -> Void

    public init(writeBytes: @escaping ([UInt8]) -> Void) {
        self.writeBytes = writeBytes
    }

    public convenience init(fileDescriptor fd: Int32) {
        self.init(writeBytes: { bytes in FileSystem.writeAll(bytes, to: fd) })
    }

    public func send(_ body: [UInt8]) {
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        lock.lock()
        defer { lock.unlock() }
        writeBytes(frame)
    }
}

/// `value` without leading and trailing whitespace as `CharacterSet.whitespaces` counts it (tab and the
/// Unicode space separators), trimmed scalar by scalar as `trimmingCharacters(in: .whitespaces)` did.
func trimmingWhitespace(_ value: String) -> String {
    func isWhitespace(_ u: Unicode.Scalar) -> Bool { u == "\t" || u.properties.generalCategory == .spaceSeparator }
    let scalars = value.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
          let last = scalars.lastIndex(where: { !isWhitespace($0) }) else { return "" }
    return String(scalars[first...last])
}
