// The lexer: comments in trivia.
// (Part of `Lexer`, declared in Lexer.swift.)

extension Lexer {
    // MARK: - Comments in trivia

    static func comments(in bytes: [UInt8], range: Range<Int>) -> [Comment] {
        let lo = min(max(range.lowerBound, 0), bytes.count)
        let hi = min(max(range.upperBound, lo), bytes.count)
        // Most trivia is only blanks and line breaks (every comment starts with `/`): no scan, no array.
        var k = lo
        while k < hi && bytes[k] != 0x2F { k += 1 }
        if k == hi { return [] }
        var out: [Comment] = []
        // Scanned through an unsafe view (no bounds check per byte); comments keep slices of `bytes`.
        bytes.withUnsafeBufferPointer { p in
            var i = lo
            while i < hi {
                let c = p[i]
                if c == 0x2F && i + 1 < hi && p[i + 1] == 0x2F {
                    let j = lineEnd(p, from: i + 2, to: hi)
                    let isDoc = i + 2 < j && p[i + 2] == 0x2F && !(i + 3 < j && p[i + 3] == 0x2F)
                    out.append(Comment(kind: isDoc ? .docLine : .line, range: i..<j, utf8: bytes[i..<j]))
                    i = j
                } else if c == 0x2F && i + 1 < hi && p[i + 1] == 0x2A {
                    var j = i + 2
                    var depth = 1
                    while j < hi && depth > 0 {
                        if p[j] == 0x2A && j + 1 < hi && p[j + 1] == 0x2F {
                            depth -= 1
                            j += 2
                        } else if p[j] == 0x2F && j + 1 < hi && p[j + 1] == 0x2A {
                            depth += 1
                            j += 2
                        } else {
                            j += 1
                        }
                    }
                    let isDoc = i + 2 < j && p[i + 2] == 0x2A && !(i + 3 < j && (p[i + 3] == 0x2A || p[i + 3] == 0x2F))
                    out.append(Comment(kind: isDoc ? .docBlock : .block, range: i..<j, utf8: bytes[i..<j]))
                    i = j
                } else {
                    i += 1
                }
            }
        }
        return out
    }
}
