// How annotations are read, written, removed and checked for misplacement.

import StubbleSyntax

extension Expander {
    /// The annotations' names, in their attribute form (`@Stubbable`) or their comment form (`// @Stubbable`).
    static let annotationNames: Set<String> = ["Stubbable", "StubbableFunction", "StubbableProperty"]
    /// Attributes of a stubbed stored property that the computed property (the one callers see) must keep.
    static let carriedAttributeNames: Set<String> = ["usableFromInline", "available", "objc", "MainActor", "_alwaysEmitIntoClient", "inline"]
    /// Those, the annotations, and others the computed property may drop: any other attribute is a wrapper's
    /// or one stubble does not know.
    static let knownPropertyAttributeNames: Set<String> = annotationNames.union(carriedAttributeNames).union(["nonobjc", "preconcurrency", "inlinable"])
    /// Modifiers of a stored property that its computed property does not repeat.
    static let droppedPropertyModifiers: Set<String> = ["lazy", "weak", "unowned", "unowned(safe)", "unowned(unsafe)", "nonisolated(unsafe)", "final"]

    func annotation(of d: OutlineDecl) -> Annotation? {
        let id = ObjectIdentifier(d)
        if annotationsRead.contains(id) { return annotations[id] }
        // Not one of the outline's (a stand-in, a probe): read it.
        return Self.annotation(of: d, in: outline)
    }

    static func annotation(of d: OutlineDecl, in outline: SourceOutline) -> Annotation? {
        for a in d.attributes where Self.annotationNames.contains(a.name) {
            return Annotation(form: .attribute, name: a.name, options: Self.parseOptions(a.arguments), range: a.range)
        }
        for c in d.leadingComments where c.isLineComment {
            // A comment whose first byte after its slashes, spaces and tabs is not `@` holds no annotation (by
            // bytes first: a file's every comment passes here on each version). Read as characters below, the
            // slashes, spaces and tabs dropped are single bytes too, so none is missed.
            var at = max(0, c.range.lowerBound)
            let end = min(c.range.upperBound, outline.bytes.count)
            while at < end, outline.bytes[at] == 0x2F { at += 1 }
            while at < end, outline.bytes[at] == 0x20 || outline.bytes[at] == 0x09 { at += 1 }
            guard at < end, outline.bytes[at] == 0x40 else { continue }
            if let found = asciiAnnotation(outline.bytes, c.range, at: at) {
                guard let (name, args) = found else { continue }
                return Annotation(form: .comment, name: name, options: Self.parseOptions(args), range: c.range)
            }
            if let found = characterAnnotation(outline.text(c.range)) {
                return Annotation(form: .comment, name: found.name, options: Self.parseOptions(found.arguments), range: c.range)
            }
        }
        return nil
    }

    static let commentAnnotationNames = ["StubbableFunction", "StubbableProperty", "Stubbable"]
    static let commentAnnotationBytes = commentAnnotationNames.map { Array(("@" + $0).utf8) }

    /// A line comment's annotation read as characters: its name and the text inside its parentheses, or nil.
    static func characterAnnotation(_ t: String) -> (name: String, arguments: String?)? {
        var body = t.drop(while: { $0 == "/" })
        body = body.drop(while: { $0 == " " || $0 == "\t" })
        for name in commentAnnotationNames where body.hasPrefix("@" + name) {
            let rest = body.dropFirst(name.count + 1)
            if let f = rest.first, f.isLetter || f.isNumber || f == "_" { continue }
            var args: String? = nil
            if rest.first == "(", let close = rest.firstIndex(of: ")") {
                args = String(rest[rest.index(after: rest.startIndex)..<close])
            }
            return (name, args)
        }
        return nil
    }

    /// `characterAnnotation` read from the bytes of a comment of printable ASCII and tabs (each byte one
    /// character, so both readings agree): `.some(nil)` when it holds none, nil when the comment is not such
    /// text (then read it as characters). `at`: its `@`, after the slashes, spaces and tabs. Every stubbed
    /// type's `// @Stubbable` is read on every version.
    static func asciiAnnotation(_ bytes: [UInt8], _ r: Range<Int>, at: Int) -> (name: String, arguments: String?)?? {
        let lo = max(0, r.lowerBound), end = min(r.upperBound, bytes.count)
        for i in lo..<end where !(bytes[i] >= 0x20 && bytes[i] < 0x7F || bytes[i] == 0x09) { return nil }
        for (k, name) in commentAnnotationBytes.enumerated() {
            guard end - at >= name.count, bytes[at..<(at + name.count)].elementsEqual(name) else { continue }
            let after = at + name.count
            if after < end, Expander.isWordByte(bytes[after]) { continue }
            var args: String? = nil
            if after < end, bytes[after] == 0x28, let close = bytes[(after + 1)..<end].firstIndex(of: 0x29) {
                args = String(decoding: bytes[(after + 1)..<close], as: UTF8.self)
            }
            return .some((commentAnnotationNames[k], args))
        }
        return .some(nil)
    }

    /// Original-text edits that remove an annotation: the comment or the attribute with the spaces after
    /// it, and its whole line when nothing else is on it.
    func removal(of ann: Annotation) -> [TextEdit] {
        var end = ann.range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        if startsLine(ann.range.lowerBound), end >= bytes.count || bytes[end] == 0x0A {
            return [TextEdit(range: lineStart(ann.range.lowerBound)..<min(end + 1, bytes.count), newText: "")]
        }
        if ann.form == .comment {
            // A comment after code on its line: it goes with the spaces before it.
            var start = ann.range.lowerBound
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            return [TextEdit(range: start..<ann.range.upperBound, newText: "")]
        }
        return [TextEdit(range: ann.range.lowerBound..<end, newText: "")]
    }

    /// How an annotation is written, for fix titles: `// @Stubbable` or `@Stubbable`.
    static func spelling(_ ann: Annotation) -> String {
        (ann.form == .comment ? "// @" : "@") + ann.name
    }

    /// Stubble's macros reject `@StubbableFunction` on anything but a function and `@StubbableProperty` on
    /// anything but a property; so does Stubble, for both forms (an annotation says what it is for).
    func misplacement(_ ann: Annotation, _ d: OutlineDecl) -> Skip? {
        let other: String
        let message: String
        let code: String
        switch (ann.name, d.kind) {
        case ("StubbableFunction", .variable):
            (other, message, code) = ("StubbableProperty", "'@StubbableFunction' can only be applied to functions", "stubble.notAFunction")
        case ("StubbableProperty", .function):
            (other, message, code) = ("StubbableFunction", "'@StubbableProperty' can only be applied to properties", "stubble.notAProperty")
        case ("StubbableProperty", .initializer), ("StubbableProperty", .subscript):
            (other, message, code) = ("", "'@StubbableProperty' can only be applied to properties", "stubble.notAProperty")
        default: return nil
        }
        var fixes: [SkipFix] = []
        let name = Array(ann.name.utf8)
        if !other.isEmpty, let offset = ann.range.first(where: { o in
            o + name.count <= ann.range.upperBound && bytes[o] == UInt8(ascii: "@") && Array(bytes[(o + 1)..<min(o + 1 + name.count, bytes.count)]) == name
        }).map({ $0 + 1 }) {
            fixes.append(SkipFix(title: "Change '\(Self.spelling(ann))' to '\(Self.spelling(Annotation(form: ann.form, name: other, options: ann.options, range: ann.range)))'",
                                 edits: [TextEdit(range: offset..<(offset + ann.name.utf8.count), newText: other)]))
        }
        fixes.append(SkipFix(title: "Remove '\(Self.spelling(ann))'", edits: removal(of: ann)))
        return Skip(code: code, message: message, isStubbleError: true, fixes: fixes)
    }

    static func parseOptions(_ args: String?) -> StubOptions {
        guard let args else { return StubOptions() }
        var options = StubOptions()
        for part in args.split(separator: ",") {
            let kv = part.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            if kv.count == 2, kv[0] == "condition" {
                var v = kv[1]
                if v.hasPrefix("\"") && v.hasSuffix("\"") && v.count >= 2 { v = String(v.dropFirst().dropLast()) }
                if v.hasPrefix(".") { v = String(v.dropFirst()) }
                if !v.isEmpty { options.condition = v }
            }
            if kv.count == 2, kv[0] == "spy" { options.spy = kv[1] == "true" }
        }
        return options
    }
}
