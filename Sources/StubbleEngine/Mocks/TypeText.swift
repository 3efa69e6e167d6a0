// Small, careful operations on Swift type text as written in a declaration.
// The mock generator never needs to understand a type fully: it needs to know whether it is a function
// type, optional, which identifiers it mentions, and to rename a few of them.

enum TypeText {
    struct Token: Equatable {
        var text: String
        var isIdentifier: Bool
    }

    // ASCII characters answered from their byte: `Character.isLetter`, `isNumber` and `isWhitespace` look up
    // Unicode properties, which took an eighth of `mock --all` (for ASCII they are exactly these ranges).
    static func isIdentifierStart(_ c: Character) -> Bool {
        if let a = c.asciiValue {
            return a == UInt8(ascii: "_") || a == UInt8(ascii: "$") || (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A)
        }
        return c.isLetter || (c.unicodeScalars.first.map { $0.value > 0x7F } ?? false)
    }

    static func isIdentifierChar(_ c: Character) -> Bool {
        if let a = c.asciiValue, a >= 0x30, a <= 0x39 { return true }
        return isIdentifierStart(c) || (c.asciiValue == nil && c.isNumber)
    }

    static func isWhitespace(_ c: Character) -> Bool {
        if let a = c.asciiValue { return a == 0x20 || (a >= 0x09 && a <= 0x0D) }
        return c.isWhitespace
    }

    // Fast paths. Most type text is short ASCII without a specifier, an attribute, `Self` or a generic parameter:
    // for it `join(tokens(text))` is the text itself and most operations change nothing, which a look at its
    // bytes tells (tokenizing and joining every type several times per requirement was a third of `mock --all`).

    /// ASCII text whose whitespace is single spaces between other characters: `join(tokens(text)) == text`
    /// (every token is its bytes, a run of whitespace is one `" "` token, and there is nothing to trim).
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return bytes.isEmpty }
            var previous: UInt8 = 0
            for b in bytes {
                if b >= 0x80 || (b >= 0x09 && b <= 0x0D) || (b == 0x20 && previous == 0x20) { return false }
                previous = b
            }
            return true
        }
    }

    /// Whether the UTF-8 of `text` contains that of `word`. For ASCII text, an identifier token equal to an
    /// ASCII word is those bytes, so without them there is no such token.
    static func containsBytes(_ text: String, _ word: String) -> Bool {
        var text = text, word = word
        return text.withUTF8 { h in
            word.withUTF8 { n in
                guard let first = n.first else { return true }
                guard n.count <= h.count else { return false }
                var i = 0
                let last = h.count - n.count
                while i <= last {
                    if h[i] == first {
                        var k = 1
                        while k < n.count, h[i + k] == n[k] { k += 1 }
                        if k == n.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// Whether the UTF-8 of `text` holds `byte`, read from its contiguous storage (`utf8.contains` steps the
    /// `UTF8View`'s iterator a byte at a time: a sixtieth of `mock --all`, in `mockReplacing`).
    static func containsByte(_ text: String, _ byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for b in bytes where b == byte { return true }
            return false
        } ?? text.utf8.contains(byte)
    }

    /// Whether no identifier of ASCII text can be one of `names`: every name is ASCII (a non-ASCII one may equal an
    /// ASCII identifier: `K`, the Kelvin sign, is `K` to `String`'s `==`) and its bytes are not in the text.
    static func mentionsNone<S: Sequence>(_ text: String, _ names: S) -> Bool where S.Element == String {
        for name in names {
            if name.utf8.contains(where: { $0 >= 0x80 }) || containsBytes(text, name) { return false }
        }
        return true
    }

    /// Splits type text into identifiers (including backticked ones), `->`, `...`, and single characters.
    /// Whitespace is kept as single-space tokens so the text can be rebuilt.
    static func tokens(_ text: String) -> [Token] {
        // ASCII text (nearly all type text) split on its UTF-8 bytes: an array of `Character`s took a fifth of
        // `mock --all`. Without a byte of 0x80 or more every character is one byte but `\r\n` (whitespace either
        // way, folded into one token), so both splits agree; other text takes the `Character` path.
        if let ascii = text.utf8.withContiguousStorageIfAvailable({ bytes -> [Token]? in
            bytes.allSatisfy { $0 < 0x80 } ? asciiTokens(bytes) : nil
        }), let ascii { return ascii }
        var result: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if isWhitespace(c) {
                var j = i
                while j < chars.count, isWhitespace(chars[j]) { j += 1 }
                result.append(Token(text: " ", isIdentifier: false))
                i = j
            } else if c == "`" {
                var j = i + 1
                while j < chars.count, chars[j] != "`" { j += 1 }
                let end = min(j + 1, chars.count)
                result.append(Token(text: String(chars[i..<end]), isIdentifier: true))
                i = end
            } else if isIdentifierStart(c) {
                var j = i
                while j < chars.count, isIdentifierChar(chars[j]) { j += 1 }
                result.append(Token(text: String(chars[i..<j]), isIdentifier: true))
                i = j
            } else if c == "-", i + 1 < chars.count, chars[i + 1] == ">" {
                result.append(Token(text: "->", isIdentifier: false))
                i += 2
            } else if c == ".", i + 2 < chars.count, chars[i + 1] == ".", chars[i + 2] == "." {
                result.append(Token(text: "...", isIdentifier: false))
                i += 3
            } else {
                result.append(Token(text: String(c), isIdentifier: false))
                i += 1
            }
        }
        return result
    }

    /// `tokens` of ASCII bytes, with the same rules byte by byte.
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        func isSpace(_ a: UInt8) -> Bool { a == 0x20 || (a >= 0x09 && a <= 0x0D) }
        func isStart(_ a: UInt8) -> Bool {
            a == UInt8(ascii: "_") || a == UInt8(ascii: "$") || (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A)
        }
        func isPart(_ a: UInt8) -> Bool { (a >= 0x30 && a <= 0x39) || isStart(a) }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self) }
        var result: [Token] = []
        let count = bytes.count
        var i = 0
        while i < count {
            let c = bytes[i]
            if isSpace(c) {
                var j = i
                while j < count, isSpace(bytes[j]) { j += 1 }
                result.append(Token(text: " ", isIdentifier: false))
                i = j
            } else if c == UInt8(ascii: "`") {
                var j = i + 1
                while j < count, bytes[j] != UInt8(ascii: "`") { j += 1 }
                let end = min(j + 1, count)
                result.append(Token(text: text(i, end), isIdentifier: true))
                i = end
            } else if isStart(c) {
                var j = i
                while j < count, isPart(bytes[j]) { j += 1 }
                result.append(Token(text: text(i, j), isIdentifier: true))
                i = j
            } else if c == UInt8(ascii: "-"), i + 1 < count, bytes[i + 1] == UInt8(ascii: ">") {
                result.append(Token(text: "->", isIdentifier: false))
                i += 2
            } else if c == UInt8(ascii: "."), i + 2 < count, bytes[i + 1] == UInt8(ascii: "."), bytes[i + 2] == UInt8(ascii: ".") {
                result.append(Token(text: "...", isIdentifier: false))
                i += 3
            } else {
                result.append(Token(text: text(i, i + 1), isIdentifier: false))
                i += 1
            }
        }
        return result
    }

    static func join(_ tokens: [Token]) -> String {
        tokens.map(\.text).joined().mockTrimmed()
    }

    /// Words that may precede a parameter's type and are not part of a function type.
    static let specifiers: Set<String> = ["inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "_const"]

    /// The type with leading specifiers (`inout`, `sending`, ...) removed, and the attributes in
    /// `removeAttributes` (default `@escaping`, `@autoclosure`) removed wherever they are among the leading
    /// attributes; other attributes (`@Sendable`, `@MainActor`) stay. `keepSpecifiers` stay too.
    /// The attributes `strippingSpecifiers` removes by default (made once, not at every call).
    static let escapingAndAutoclosure: Set<String> = ["escaping", "autoclosure"]

    static func strippingSpecifiers(_ text: String, removeAttributes: Set<String> = escapingAndAutoclosure,
                                    keepSpecifiers: Set<String> = []) -> String {
        // Neither a specifier nor an attribute first: nothing is removed.
        if isPlain(text), !startsWithSpecifierOrAttribute(text) { return text }
        var toks = tokens(text)
        var kept: [Token] = []
        while true {
            while toks.first?.text == " " { toks.removeFirst() }
            if let first = toks.first, first.isIdentifier, specifiers.contains(first.text) {
                toks.removeFirst()
                if keepSpecifiers.contains(first.text) { kept += [first, Token(text: " ", isIdentifier: false)] }
            } else if toks.count >= 2, toks[0].text == "@", toks[1].isIdentifier {
                var attribute = [toks[0], toks[1]]
                toks.removeFirst(2)
                if toks.first?.text == "(", !looksLikeFunctionParameters(toks) {
                    var depth = 0
                    while let t = toks.first {
                        toks.removeFirst()
                        attribute.append(t)
                        if t.text == "(" { depth += 1 }
                        if t.text == ")" { depth -= 1; if depth == 0 { break } }
                    }
                }
                if !removeAttributes.contains(attribute[1].text) {
                    kept += attribute + [Token(text: " ", isIdentifier: false)]
                }
            } else {
                break
            }
        }
        return join(kept + toks)
    }

    /// Whether plain text (`isPlain`) starts with `@` or with one of `specifiers` (as its first token: the run of
    /// identifier characters it starts with).
    private static func startsWithSpecifierOrAttribute(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "@") { return true }
        let word = bytes.prefix { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 == 0x24 }
        return !word.isEmpty && specifiers.contains(String(decoding: word, as: UTF8.self))
    }

    /// Leading words and attributes as written (`inout`, `@escaping`, ...).
    static func leadingSpecifiers(_ text: String) -> Set<String> {
        var result: Set<String> = []
        if isPlain(text), !startsWithSpecifierOrAttribute(text) { return result }
        var toks = tokens(text)
        while true {
            while toks.first?.text == " " { toks.removeFirst() }
            if let first = toks.first, first.isIdentifier, specifiers.contains(first.text) {
                result.insert(first.text)
                toks.removeFirst()
            } else if toks.count >= 2, toks[0].text == "@", toks[1].isIdentifier {
                result.insert("@" + toks[1].text)
                toks.removeFirst(2)
                // OutlineAttribute arguments, e.g. @convention(c).
                if toks.first?.text == "(" {
                    var depth = 0
                    while let t = toks.first {
                        toks.removeFirst()
                        if t.text == "(" { depth += 1 }
                        if t.text == ")" { depth -= 1; if depth == 0 { break } }
                    }
                }
            } else {
                break
            }
        }
        return result
    }

    /// True when the type (after specifiers and attributes) is a function type: an `->` at depth 0.
    static func isFunctionType(_ text: String) -> Bool {
        // An arrow token is the bytes `->`.
        if !containsBytes(text, "->") { return false }
        var toks = tokens(strippingSpecifiers(text, removeAttributes: []))
        // Drop every leading attribute, with arguments.
        while true {
            while toks.first?.text == " " { toks.removeFirst() }
            if toks.count >= 2, toks[0].text == "@", toks[1].isIdentifier {
                toks.removeFirst(2)
                if toks.first?.text == "(", !looksLikeFunctionParameters(toks) {
                    var depth = 0
                    while let t = toks.first {
                        toks.removeFirst()
                        if t.text == "(" { depth += 1 }
                        if t.text == ")" { depth -= 1; if depth == 0 { break } }
                    }
                }
            } else { break }
        }
        var depth = 0
        for t in toks {
            switch t.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "->": if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    private static func looksLikeFunctionParameters(_ toks: [Token]) -> Bool {
        // `@convention(c)` has an identifier alone in parentheses, followed by more type text.
        // A parenthesised parameter list is followed (at depth 0) by `->`, `async` or `throws`.
        var depth = 0
        var index = 0
        while index < toks.count {
            let t = toks[index].text
            if t == "(" { depth += 1 }
            if t == ")" { depth -= 1; if depth == 0 { break } }
            index += 1
        }
        var rest = toks[(index + 1)...].drop(while: { $0.text == " " })
        guard let next = rest.first else { return false }
        if next.text == "->" || next.text == "async" || next.text == "throws" { return true }
        rest = rest.dropFirst()
        return false
    }

    /// True for `T?`, `T!`, `Optional<T>`, `Swift.Optional<T>`.
    static func isOptional(_ text: String) -> Bool {
        let t = strippingSpecifiers(text).mockTrimmed()
        if isFunctionType(t) { return false }
        if t.hasSuffix("?") || t.hasSuffix("!") { return true }
        return t.hasPrefix("Optional<") || t.hasPrefix("Swift.Optional<")
    }

    /// The identifiers a type mentions (not those after a `.`, which are members of something else).
    static func mentionedIdentifiers(_ text: String) -> Set<String> {
        var result: Set<String> = []
        let toks = tokens(text)
        for (i, t) in toks.enumerated() where t.isIdentifier {
            if i > 0, toks[i - 1].text == "." { continue }
            result.insert(t.text)
        }
        return result
    }

    static func mentions(_ text: String, anyOf names: Set<String>) -> Bool {
        if names.isEmpty || (isPlain(text) && mentionsNone(text, names)) { return false }
        return !mentionedIdentifiers(text).isDisjoint(with: names)
    }

    /// Renames identifiers that are not members (`T` but not `X.T`); `Self.X` becomes `X` when `dropSelfMember`.
    static func renaming(_ text: String, _ map: [String: String], dropSelfMember: Bool = true) -> String {
        // No `Self` to drop and no name to rename: the text as it is.
        if isPlain(text), !(dropSelfMember && containsBytes(text, "Self")), mentionsNone(text, map.keys) { return text }
        var toks = tokens(text)
        var out: [Token] = []
        var i = 0
        while i < toks.count {
            let t = toks[i]
            if t.isIdentifier, t.text == "Self", dropSelfMember, i + 2 < toks.count, toks[i + 1].text == ".",
               toks[i + 2].isIdentifier, !(i > 0 && toks[i - 1].text == ".") {
                // Self.Element → Element (an associated type, a generic parameter of the mock).
                i += 2
                continue
            }
            if t.isIdentifier, !(i > 0 && toks[i - 1].text == "."), let replacement = map[t.text] {
                out.append(Token(text: replacement, isIdentifier: true))
            } else {
                out.append(t)
            }
            i += 1
        }
        toks = out
        return join(toks)
    }

    /// `some P` → `any P` (a stored closure cannot take an opaque type; `some P` converts to `any P`).
    /// `(some P).Type` → `any P.Type`: an opaque type's metatype converts to the existential metatype, not to
    /// `(any P).Type` (the metatype of the existential itself).
    static func openingSome(_ text: String) -> String {
        if isPlain(text), !containsBytes(text, "some") { return text }
        var toks = tokens(text)
        var i = 0
        while i < toks.count {
            // `(` `some` ... `)` `.` `Type`
            guard toks[i].text == "(" else { i += 1; continue }
            var j = i + 1
            while j < toks.count, toks[j].text == " " { j += 1 }
            guard j < toks.count, toks[j].text == "some" else { i += 1; continue }
            var depth = 0
            var close: Int?
            for k in i..<toks.count {
                if toks[k].text == "(" || toks[k].text == "[" || toks[k].text == "<" { depth += 1 }
                if toks[k].text == ")" || toks[k].text == "]" || toks[k].text == ">" {
                    depth -= 1
                    if depth == 0 { close = k; break }
                }
            }
            guard let close, close + 2 < toks.count, toks[close + 1].text == ".", toks[close + 2].text == "Type" else { i += 1; continue }
            let inner = join(Array(toks[(j + 1)..<close]))
            let constraint = inner.contains(" ") || inner.contains("&") ? "(\(inner))" : inner
            toks.replaceSubrange(i...(close + 2), with: tokens("any \(constraint).Type"))
            i += 1
        }
        toks = toks.map { t -> Token in
            t.isIdentifier && t.text == "some" ? Token(text: "any", isIdentifier: true) : t
        }
        return join(toks)
    }

    /// `T!` → `T?`: an implicitly unwrapped optional is allowed only as a declaration's own type, not inside a
    /// function type or an array (a hook, a record).
    static func unwrappingIUO(_ text: String) -> String {
        let t = text.mockTrimmed()
        guard t.hasSuffix("!") else { return text }
        return String(t.dropLast()) + "?"
    }

    /// Wraps a type in parentheses when a suffix (`?`, `[]`) would otherwise bind to part of it.
    static func parenthesizedForSuffix(_ text: String) -> String {
        let t = text.mockTrimmed()
        // A `Character` `&` is the byte `&` (alone or with marks after it): without the byte, none.
        if isFunctionType(t) || t.hasPrefix("any ") || t.hasPrefix("some ") || (containsByte(t, UInt8(ascii: "&")) && t.contains("&")) {
            return "(\(t))"
        }
        return t
    }

    /// Splits at depth-0 commas.
    static func splitTopLevel(_ text: String, separator: Character = ",") -> [String] {
        // ASCII text without the separator is one part.
        if let sep = separator.asciiValue, !text.utf8.contains(where: { $0 == sep || $0 >= 0x80 }) {
            let t = text.mockTrimmed()
            return t.isEmpty ? [] : [t]
        }
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for c in text {
            switch c {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ">": if previous != "-" { depth -= 1 }
            default: break
            }
            if c == separator, depth == 0 {
                parts.append(current.mockTrimmed())
                current = ""
            } else {
                current.append(c)
            }
            previous = c
        }
        if !current.mockTrimmed().isEmpty { parts.append(current.mockTrimmed()) }
        return parts
    }

    /// A readable identifier fragment for a type: `[String: Int]` → `StringInt`, `inout Foo.Bar` → `FooBar`.
    static func nameFragment(_ text: String) -> String {
        var result = ""
        for t in tokens(strippingSpecifiers(text)) where t.isIdentifier {
            let word = t.text.mockReplacing("`", with: "")
            if ["any", "some", "Swift"].contains(word) { continue }
            result += word.mockCapitalizedFirst
        }
        if text.contains("...") { result += "Variadic" }
        return result
    }
}

extension String {
    func mockTrimmed() -> String {
        // An ASCII character other than whitespace at both ends: nothing to trim (a `Character` ending in an ASCII
        // scalar that is not a line break is that scalar, or a cluster whose first scalar is not whitespace).
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !(first == 0x20 || (first >= 0x09 && first <= 0x0D)), !(last == 0x20 || (last >= 0x09 && last <= 0x0D)) {
            return self
        }
        var s = Substring(self)
        while let f = s.first, TypeText.isWhitespace(f) { s = s.dropFirst() }
        while let l = s.last, TypeText.isWhitespace(l) { s = s.dropLast() }
        return String(s)
    }

    var mockCapitalizedFirst: String {
        guard let first = first else { return self }
        return first.uppercased() + dropFirst()
    }

    func mockReplacing(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        // An ASCII target whose first byte the text lacks: what `mockReplacingBytes` says without searching (most
        // calls: `MockKeywords.bare` of a name without a backtick).
        if let first = target.utf8.first, first < 0x80, !TypeText.containsByte(self, first) { return self }
        if let replaced = mockReplacingBytes(target, with: replacement) { return replaced }
        var result = ""
        var rest = Substring(self)
        while let range = rest.mockRange(of: target) {
            result += rest[rest.startIndex..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension String {
    /// `mockReplacing` on the UTF-8 bytes (the `Character`-by-`Character` search took a twelfth of `mock --all`),
    /// or nil when the bytes might not agree with the `Character`s. They agree when the target is ASCII or `§`
    /// (no other text is canonically equivalent to those) and every byte match has an ASCII byte or the text's
    /// end on both sides, other than a `\r` before a match starting with `\n` (or a `\n` after one ending with `\r`): a match then starts and ends on
    /// `Character` boundaries (no ASCII character extends the one before it, and only `\r\n` joins two ASCII
    /// bytes into one `Character`).
    fileprivate func mockReplacingBytes(_ target: String, with replacement: String) -> String? {
        let needle = Array(target.utf8)
        guard needle.allSatisfy({ $0 < 0x80 }) || target == "§" else { return nil }
        let result = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var out: [UInt8] = []
            var copied = 0
            var i = 0
            let last = bytes.count - needle.count
            var found = false
            while i <= last {
                if bytes[i] == needle[0] {
                    var k = 1
                    while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                    if k == needle.count {
                        let end = i + needle.count
                        if i > 0, bytes[i - 1] >= 0x80 || (bytes[i - 1] == UInt8(ascii: "\r") && needle[0] == UInt8(ascii: "\n")) { return nil }
                        if end < bytes.count, bytes[end] >= 0x80 || (bytes[end] == UInt8(ascii: "\n") && needle[needle.count - 1] == UInt8(ascii: "\r")) { return nil }
                        if !found { out.reserveCapacity(bytes.count); found = true }
                        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<i]))
                        out.append(contentsOf: replacement.utf8)
                        copied = end
                        i = end
                        continue
                    }
                }
                i += 1
            }
            guard found else { return self }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: out, as: UTF8.self)
        }
        return result ?? nil
    }
}

extension Substring {
    func mockRange(of target: String) -> Range<Substring.Index>? {
        guard !target.isEmpty, target.count <= count else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) {
                return index..<self.index(index, offsetBy: target.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
