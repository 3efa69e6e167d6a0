// An open document: its bytes, version and line index, and the LSP <-> byte-offset conversions.

import StubbleSyntax

/// An immutable snapshot of an open document. Handlers work on snapshots, so a slow request never holds
/// a lock while typing goes on.
public struct DocumentSnapshot: Sendable {
    public let uri: String
    public let path: String
    public let version: Int
    public let lines: LineIndex
    /// All bytes are ASCII: columns are the same in every encoding, so conversions take the UTF-8 path,
    /// which needs no scanning (most Swift files; it makes a 100k-symbol outline several times faster).
    public let isASCII: Bool
    public var text: [UInt8] { lines.bytes }

    public init(uri: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = DocumentSnapshot.path(fromURI: uri)
        self.version = version
        self.lines = LineIndex(text)
        self.isASCII = text.withUnsafeBufferPointer { buffer in
            // Eight bytes at a time: no byte has its high bit set.
            var i = 0
            let n = buffer.count
            var accumulated: UInt64 = 0
            if let base = UnsafeRawPointer(buffer.baseAddress) {
                while i + 8 <= n {
                    accumulated |= base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    i += 8
                }
            }
            while i < n {
                accumulated |= UInt64(buffer[i])
                i += 1
            }
            return accumulated & 0x8080_8080_8080_8080 == 0
        }
    }

    /// `file:///a%20b/c.swift` -> `/a b/c.swift`; any other scheme is returned unchanged.
    public static func path(fromURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Substring(uri.dropFirst("file://".count))
        // Skip an authority ("localhost" or empty).
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { return uri }
        return percentDecoded(String(rest))
    }

    /// A `file://` URI for an absolute path, percent-encoding what RFC 3986 requires.
    public static func uri(fromPath path: String) -> String {
        var out = "file://"
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                out += "%" + String(b, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    static func percentDecoded(_ s: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(s.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let v = UInt8(String(decoding: utf8[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(v)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Positions

    /// The byte offset of an LSP position, clamped into the text as the spec says.
    public func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        lines.offset(line: position.line, column: position.character, encoding: isASCII ? .utf8 : encoding)
    }

    public func position(of offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let p = lines.position(of: offset, encoding: isASCII ? .utf8 : encoding)
        return LSPPosition(line: p.line, character: p.column)
    }

    /// Byte range of an LSP range; an inverted range is read as empty at its start.
    public func byteRange(of range: LSPRange, encoding: PositionEncoding) -> Range<Int> {
        let start = offset(of: range.start, encoding: encoding)
        let end = offset(of: range.end, encoding: encoding)
        return start..<max(start, end)
    }

    public func lspRange(of range: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(of: range.lowerBound, encoding: encoding),
                 end: position(of: range.upperBound, encoding: encoding))
    }

    /// Like `lspRange`, but never empty (diagnostics must be visible): an empty range grows by one character.
    public func nonEmptyLSPRange(of range: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        var r = lspRange(of: range, encoding: encoding)
        if r.start == r.end {
            let count = text.count
            let lower = min(max(range.lowerBound, 0), count)
            if lower < count {
                // Grow to the end of the character at `lower` (at least one byte).
                var end = lower + 1
                while end < count, text[end] & 0xC0 == 0x80 { end += 1 }
                r.end = position(of: end, encoding: encoding)
            }
            if r.start == r.end {
                if lower > 0 {
                    var start = lower - 1
                    while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
                    r.start = position(of: start, encoding: encoding)
                }
                if r.start == r.end { r.end.character += 1 }  // An empty file: the best any server can do.
            }
        }
        return r
    }

    /// Applies one `didChange` content change: `range` nil replaces the whole text.
    public func applying(range: LSPRange?, text newText: String, encoding: PositionEncoding) -> [UInt8] {
        guard let range else { return Array(newText.utf8) }
        let r = byteRange(of: range, encoding: encoding)
        var bytes = text
        bytes.replaceSubrange(r, with: Array(newText.utf8))
        return bytes
    }
}

public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
