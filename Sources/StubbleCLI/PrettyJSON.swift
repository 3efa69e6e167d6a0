// What `check --format json` writes, without Foundation's JSONSerialization (which would load full Foundation and ICU into every process of the executable, the language server's too).

/// A JSON value as `check --format json` writes it.
enum PrettyJSON {
    case string(String)
    case int(Int)
    case array([PrettyJSON])
    case object([String: PrettyJSON])

    /// Pretty-printed with sorted keys and unescaped slashes, byte for byte what Foundation's
    /// `JSONSerialization` wrote with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
    var text: String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let s): Self.quote(s, to: &out)
        case .int(let n): out += String(n)
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                item.write(to: &out, indent: indent + 2)
            }
            out += "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (i, key) in members.keys.sorted(by: Self.collatesBefore).enumerated() {
                if i > 0 { out += ",\n" }
                out += String(repeating: " ", count: indent + 2)
                Self.quote(key, to: &out)
                out += " : "
                members[key]!.write(to: &out, indent: indent + 2)
            }
            out += "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    private static func quote(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }

    /// The order of `JSONSerialization`'s sorted keys: the root collation of Unicode (ICU's), with numbers
    /// compared by value and case ignored (when two keys differ only in case or leading zeros, the first such difference decides: lowercase and fewer zeros first). Spaces, then
    /// punctuation and symbols in the collation's order, then digits, then letters; other characters after the
    /// letters, by scalar. Exact for the keys `check` writes (ASCII words, codes, hints with `…`).
    static func collatesBefore(_ a: String, _ b: String) -> Bool {
        let (ka, kb) = (sortKey(a), sortKey(b))
        if ka.primary != kb.primary { return ka.primary.lexicographicallyPrecedes(kb.primary) }
        if ka.tertiary != kb.tertiary { return ka.tertiary.lexicographicallyPrecedes(kb.tertiary) }
        return a.unicodeScalars.count != b.unicodeScalars.count ? a.unicodeScalars.count < b.unicodeScalars.count
            : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    private static let punctuation = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private static func sortKey(_ s: String) -> (primary: [Int], tertiary: [Int]) {
        var primary: [Int] = [], tertiary: [Int] = []
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let u = scalars[i]
            if u.isASCII, u.properties.numericType == .decimal {
                // A run of digits: its value (leading zeros ignored), longer runs after shorter ones.
                var j = i
                while j < scalars.count, scalars[j].isASCII, scalars[j].properties.numericType == .decimal, scalars[j] == "0" { j += 1 }
                tertiary.append(j - i)  // leading zeros: a difference of the same rank as case
                var digits: [Int] = []
                while j < scalars.count, scalars[j].isASCII, scalars[j].properties.numericType == .decimal {
                    digits.append(Int(scalars[j].value) - 0x30); j += 1
                }
                primary.append(1000 + digits.count)
                primary.append(contentsOf: digits.map { 1100 + $0 })
                i = j
                continue
            }
            if u == "\u{2026}" {  // HORIZONTAL ELLIPSIS: three full stops
                let dot = punctuation.firstIndex(of: ".")!
                primary.append(contentsOf: [dot, dot, dot]); tertiary.append(contentsOf: [1, 1, 1])
            } else if let p = punctuation.firstIndex(of: u) {
                primary.append(p); tertiary.append(0)
            } else if u.isASCII, u.properties.isAlphabetic {
                let lower = u.value | 0x20
                primary.append(2000 + Int(lower)); tertiary.append(u.value == lower ? 0 : 1)
            } else {
                primary.append(3000 + Int(u.value)); tertiary.append(0)
            }
            i += 1
        }
        return (primary, tertiary)
    }
}
