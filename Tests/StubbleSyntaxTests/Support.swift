import Foundation
import Testing
@testable import StubbleSyntax

/// Fixture files and their expected outputs. Set `STUBBLE_UPDATE_FIXTURES=1` to write missing or changed
/// expectations (then review the diff before committing).
enum Fixtures {
    static var root: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    static func files(in folder: String, ext: String = "swift") -> [URL] {
        let dir = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { dir.appendingPathComponent($0) }
    }

    static func bytes(_ url: URL) -> [UInt8] {
        [UInt8]((try? Data(contentsOf: url)) ?? Data())
    }

    /// Compares `actual` with the expectation file next to `input` (same name, extension `ext`).
    static func expect(_ actual: String, matches input: URL, ext: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let expectedURL = input.deletingPathExtension().appendingPathExtension(ext)
        // Resources are copies: write updates into the source tree.
        let sourceDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
            .appendingPathComponent(input.deletingLastPathComponent().lastPathComponent)
        let sourceExpected = sourceDir.appendingPathComponent(expectedURL.lastPathComponent)
        let expected = try? String(contentsOf: expectedURL, encoding: .utf8)
        if ProcessInfo.processInfo.environment["STUBBLE_UPDATE_FIXTURES"] == "1" && expected != actual {
            try? actual.write(to: sourceExpected, atomically: true, encoding: .utf8)
            return
        }
        #expect(expected != nil, "missing expectation \(expectedURL.lastPathComponent)", sourceLocation: sourceLocation)
        if let expected {
            #expect(actual == expected, "\(input.lastPathComponent) differs from \(expectedURL.lastPathComponent)",
                    sourceLocation: sourceLocation)
        }
    }
}

/// A compact, readable dump of tokens: one per line, `kind text` (text escaped).
func tokenDump(_ file: SourceFile) -> String {
    var out = ""
    for t in file.tokens where t.kind != .endOfFile {
        var line = "\(t.kind)"
        if t.keyword != .none { line += "(\(t.keyword.spelling))" }
        line += " " + escape(file.text(t.range))
        out += line + "\n"
    }
    return out
}

func escape(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
        switch c {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(c)
        }
    }
    return out
}

/// A compact dump of the declaration tree with every part the engine uses.
func treeDump(_ file: SourceFile) -> String {
    var out = ""
    func q(_ s: String) -> String { "\"" + escape(s) + "\"" }
    func t(_ st: SourceText?) -> String { file.text(st).map(q) ?? "-" }
    func effects(_ e: Effects) -> String {
        var parts: [String] = []
        if e.isAsync { parts.append("async") }
        switch e.throwsKind {
        case .none: break
        case .throws: parts.append("throws")
        case .rethrows: parts.append("rethrows")
        case .typed: parts.append("throws(\(file.text(e.thrownType) ?? "?"))")
        }
        return parts.joined(separator: " ")
    }
    func body(_ b: Body?, _ pad: String) {
        guard let b else { return }
        var line = pad + "body: \(b.statements.count) statement(s)"
        if b.braces.rightBrace == nil { line += " UNCLOSED" }
        if b.isSingleExpression { line += " single=\(b.singleExpressionKind?.rawValue ?? "?")" }
        if let ind = b.firstStatementIndentation { line += " indent=\(q(ind))" }
        out += line + "\n"
        for s in b.statements { out += pad + "  | " + escape(file.text(s)) + "\n" }
    }
    func decl(_ d: Declaration, _ pad: String) {
        var line = pad + d.kindKeyword + " " + q(d.name)
        if !d.modifiers.isEmpty {
            line += " mods=[" + d.modifiers.map { $0.keyword + ($0.detail.map { "(\($0))" } ?? "") }
                .joined(separator: " ") + "]"
        }
        if !d.attributes.isEmpty {
            line += " attrs=[" + d.attributes.map { "@" + $0.name + ($0.arguments.map { "(\(file.text($0)))" } ?? "") }
                .joined(separator: " ") + "]"
        }
        if let g = d.genericParameters { line += " generics=" + q(file.text(g)) }
        if !d.inheritance.isEmpty { line += " inherits=[" + d.inheritance.map { file.text($0) }.joined(separator: ", ") + "]" }
        if let w = d.whereClause { line += " where=" + q(file.text(w)) }
        if let a = d.aliasedType { line += " = " + q(file.text(a)) }
        if d.memberBlock?.rightBrace == nil && d.memberBlock != nil { line += " UNCLOSED" }
        out += line + "\n"
        let inner = pad + "    "
        for c in d.comments { out += inner + "comment \(c.kind.rawValue): " + escape(c.text) + "\n" }
        if let sig = d.signature {
            var s = inner + "sig:"
            if sig.failability != .none { s += " failable=\(sig.failability.rawValue)" }
            let e = effects(sig.effects)
            if !e.isEmpty { s += " " + e }
            if let r = sig.returnType { s += " -> " + q(file.text(r)) }
            out += s + "\n"
            for p in sig.parameters {
                var ps = inner + "param " + t(p.firstName)
                if let sn = p.secondName { ps += " " + q(file.text(sn)) }
                ps += ": " + t(p.type)
                if !p.specifiers.isEmpty { ps += " specifiers=[" + p.specifiers.map { file.text($0) }.joined(separator: " ") + "]" }
                if !p.typeAttributes.isEmpty {
                    ps += " typeAttrs=[" + p.typeAttributes.map { file.text($0) }.joined(separator: " ") + "]"
                }
                if file.text(p.bareType) != file.text(p.type) { ps += " bare=" + t(p.bareType) }
                if p.isVariadic { ps += " variadic" }
                if let dv = p.defaultValue { ps += " default=" + q(file.text(dv)) }
                out += ps + "\n"
            }
            body(sig.body, inner)
        }
        if let v = d.variable {
            for b in v.bindings {
                var bs = inner + "binding " + (file.text(b.name).map(q) ?? "pattern " + q(file.text(b.pattern)))
                if let ty = b.typeAnnotation { bs += ": " + q(file.text(ty)) }
                if let ini = b.initializer { bs += " = " + q(file.text(ini)) }
                bs += b.isComputed ? " computed" : " stored"
                out += bs + "\n"
                if let ab = b.accessorBlock { accessors(ab, inner + "  ") }
            }
        }
        if d.kind == .subscript, let ab = d.accessorBlock, ab.implicitGetter == nil { accessors(ab, inner) }
        for e in d.enumCaseElements {
            out += inner + "element " + q(file.text(e.name)) + (file.text(e.associatedValue).map { " " + q($0) } ?? "")
                + (file.text(e.rawValue).map { " = " + q($0) } ?? "") + "\n"
        }
        if let config = d.ifConfig {
            for c in config.clauses {
                out += inner + c.directive.rawValue + (file.text(c.condition).map { " " + $0 } ?? "") + "\n"
                for m in c.declarations { decl(m, inner + "    ") }
            }
            out += inner + (config.endifRange == nil ? "MISSING #endif" : "#endif") + "\n"
        }
        for m in d.members { decl(m, inner) }
    }
    func accessors(_ ab: AccessorBlock, _ pad: String) {
        if let g = ab.implicitGetter {
            out += pad + "implicit getter\n"
            body(g, pad)
            return
        }
        for a in ab.accessors {
            var s = pad + "accessor " + a.kind.rawValue
            if !a.modifiers.isEmpty { s += " mods=[" + a.modifiers.map(\.keyword).joined(separator: " ") + "]" }
            if let p = a.parameter { s += "(" + file.text(p) + ")" }
            let e = effects(a.effects)
            if !e.isEmpty { s += " " + e }
            if a.body == nil { s += " (no body)" }
            out += s + "\n"
            body(a.body, pad + "  ")
        }
    }
    for d in file.declarations { decl(d, "") }
    for e in file.errors {
        let p = file.lineIndex.position(of: e.range.lowerBound, encoding: .utf8)
        out += "error \(p.line + 1):\(p.column + 1): \(e.message)\n"
    }
    return out
}
