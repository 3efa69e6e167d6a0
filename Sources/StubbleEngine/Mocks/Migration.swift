import StubbleSyntax

// Coming from another mocking library: a protocol marked for swift-mocking (`@Mocked`), Spyable
// (`@Spyable`), Mockolo (`/// @mockable`) or Sourcery (`// sourcery: AutoMockable`, `: AutoMockable`) gets
// a finding that names the library, and the preferred fix "Generate mock in place": our mock, written
// after the protocol with the library's options carried over (its compilation condition becomes the mock's
// `#if`), and the marker removed, so the library no longer generates one of its own. A second fix drops the
// library's import once nothing in the file uses the library. `stubble fix` (`Engine.fixAll`) does both;
// `stubble migrate` says what it changed.
//
// Only the marker and the import are touched; the protocol's requirements are never changed. A protocol
// whose mock cannot be generated keeps its marker (the finding says why).

public enum Migration {
    /// The finding's code.
    public static let code = DiagnosticCode.otherMockLibrary.rawValue

    /// A mocking library whose markers are recognised.
    public struct Library: Hashable, Sendable {
        /// As users know it: "swift-mocking", "Spyable", "Mockolo", "Sourcery".
        public var name: String
        /// The module its markers need (`import Mocking`), nil for generators that need none.
        public var module: String?
        /// OutlineAttribute names that are the library's own: while one is left, its import stays.
        var attributes: [String]
    }

    static let swiftMocking = Library(name: "swift-mocking", module: "Mocking",
                                      attributes: ["Mocked", "MockedMembers", "MockableProperty", "MockableMethod"])
    static let spyable = Library(name: "Spyable", module: "Spyable", attributes: ["Spyable"])
    static let mockolo = Library(name: "Mockolo", module: nil, attributes: [])
    static let sourcery = Library(name: "Sourcery", module: nil, attributes: [])

    /// A protocol marked for another library.
    public struct Marked: Sendable {
        public var library: Library
        /// The marker as written, for messages: `@Mocked(compilationCondition: .debug)`, `/// @mockable`.
        public var marker: String
        public var protocolName: String
        /// The marker's range (what the finding underlines).
        public var range: Range<Int>
        /// What our mock gets: the library's condition carried over.
        public var options: MockOptions
        /// Edits that remove the marker.
        var removal: [TextEdit]
    }

    /// Every protocol of the file marked for another library.
    public static func marked(in file: SourceFile) -> [Marked] {
        var out: [Marked] = []
        for p in Mocking.protocols(in: file) {
            for a in p.attributes {
                let args = file.text(a.arguments) ?? ""
                let written = file.text(a.range)
                switch a.name {
                case "Mocked":
                    out.append(Marked(library: swiftMocking, marker: written, protocolName: p.name, range: a.range,
                                      options: MockOptions(condition: mockedCondition(args)), removal: removal(of: a.range, in: file)))
                case "Spyable":
                    out.append(Marked(library: spyable, marker: written, protocolName: p.name, range: a.range,
                                      options: MockOptions(condition: spyableCondition(args)), removal: removal(of: a.range, in: file)))
                default: break
                }
            }
            for c in p.comments {
                let text = c.text.trimmingSpaces
                if text.hasPrefix("///"), text.dropFirst(3).trimmingSpaces.hasPrefix("@mockable") {
                    out.append(Marked(library: mockolo, marker: "/// @mockable", protocolName: p.name, range: c.range,
                                      options: MockOptions(), removal: removal(of: c.range, in: file)))
                } else if text.hasPrefix("//"), !text.hasPrefix("///"),
                          text.dropFirst(2).filter({ $0 != " " }) == "sourcery:AutoMockable" {
                    out.append(Marked(library: sourcery, marker: "// sourcery: AutoMockable", protocolName: p.name, range: c.range,
                                      options: MockOptions(), removal: removal(of: c.range, in: file)))
                }
            }
            let inherited = p.inheritance
            if let i = inherited.firstIndex(where: { file.text($0).trimmingSpaces == "AutoMockable" }) {
                out.append(Marked(library: sourcery, marker: ": AutoMockable", protocolName: p.name, range: inherited[i].range,
                                  options: MockOptions(), removal: [inheritanceRemoval(inherited, at: i, in: file)]))
            }
        }
        return out
    }

    /// swift-mocking's `compilationCondition:`: absent means `SWIFT_MOCKING_ENABLED` (its default).
    static func mockedCondition(_ args: String) -> MockCondition {
        guard let value = argument("compilationCondition", in: args) else { return .flag("SWIFT_MOCKING_ENABLED") }
        switch value {
        case ".none": return .none
        case ".debug": return .debug
        case ".swiftMockingEnabled": return .flag("SWIFT_MOCKING_ENABLED")
        default:
            // `"!RELEASE"` or `.custom("!RELEASE")`.
            if let text = stringLiteral(in: value) { return MockCondition(argument: text) }
            return .flag("SWIFT_MOCKING_ENABLED")
        }
    }

    /// Spyable's `behindPreprocessorFlag:`: absent means no `#if`.
    static func spyableCondition(_ args: String) -> MockCondition {
        guard let value = argument("behindPreprocessorFlag", in: args), let text = stringLiteral(in: value) else { return .none }
        return MockCondition(argument: text)
    }

    /// The value of `label:` in an argument list (up to the next top-level comma), trimmed.
    static func argument(_ label: String, in args: String) -> String? {
        var depth = 0, inString = false, start = args.startIndex
        var parts: [Substring] = []
        var i = args.startIndex
        while i < args.endIndex {
            let c = args[i]
            if c == "\"" { inString.toggle() }
            if !inString {
                if c == "(" || c == "[" { depth += 1 }
                if c == ")" || c == "]" { depth -= 1 }
                if c == ",", depth == 0 { parts.append(args[start..<i]); start = args.index(after: i) }
            }
            i = args.index(after: i)
        }
        parts.append(args[start...])
        for part in parts {
            let p = part.trimmingSpaces
            guard p.hasPrefix(label) else { continue }
            let rest = p.dropFirst(label.count).trimmingSpaces
            if rest.hasPrefix(":") { return String(rest.dropFirst()).trimmingSpaces }
        }
        return nil
    }

    /// The text of the first string literal in `value` (`"DEBUG"`, `.custom("X")`).
    static func stringLiteral(in value: String) -> String? {
        guard let open = value.firstIndex(of: "\"") else { return nil }
        let rest = value[value.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    /// Removes `range` and the spaces after it; its whole line when nothing else is on it.
    static func removal(of range: Range<Int>, in file: SourceFile) -> [TextEdit] {
        let b = file.bytes
        var ls = range.lowerBound
        while ls > 0, b[ls - 1] == 0x20 || b[ls - 1] == 0x09 { ls -= 1 }
        var le = range.upperBound
        while le < b.count, b[le] == 0x20 || b[le] == 0x09 { le += 1 }
        if (ls == 0 || b[ls - 1] == 0x0A), le == b.count || b[le] == 0x0A {
            return [TextEdit(range: ls..<min(le + 1, b.count), newText: "")]
        }
        return [TextEdit(range: range.lowerBound..<le, newText: "")]
    }

    /// Removes one item of an inheritance clause: `: AutoMockable` when alone, else the item and one comma.
    static func inheritanceRemoval(_ items: [SourceText], at i: Int, in file: SourceFile) -> TextEdit {
        let b = file.bytes
        if items.count == 1 {
            var colon = items[i].range.lowerBound
            while colon > 0, b[colon - 1] != UInt8(ascii: ":") { colon -= 1 }
            var start = colon - 1
            while start > 0, b[start - 1] == 0x20 || b[start - 1] == 0x09 { start -= 1 }
            return TextEdit(range: start..<items[i].range.upperBound, newText: "")
        }
        // Not the last: up to the next item (its comma and spaces go). The last: from the item before it.
        if i + 1 < items.count { return TextEdit(range: items[i].range.lowerBound..<items[i + 1].range.lowerBound, newText: "") }
        return TextEdit(range: items[i - 1].range.upperBound..<items[i].range.upperBound, newText: "")
    }

    // MARK: - Findings and fixes

    /// One finding per marker, with "Generate mock in place" (preferred) and, when the library has an
    /// import that nothing else in the file would need, "Generate mock in place and remove 'import X'".
    public static func diagnose(_ text: [UInt8], context: @autoclosure () -> MockContext = MockContext()) -> [Finding] {
        guard mayHaveMarkers(text) else { return [] }
        let file = SourceFile(text)
        let found = marked(in: file)
        guard !found.isEmpty else { return [] }
        let context = context()
        var findings: [Finding] = []
        for (index, m) in found.enumerated() {
            var finding = Finding(code: code, severity: .information,
                                  message: "'\(m.protocolName)' is mocked by \(m.library.name) (\(m.marker)); Stubble can write its mock in place, with no \(m.library.module == nil ? "generator" : "macro package")",
                                  range: m.range)
            if let migrated = migrate(text, only: index, context: context, dropImports: false), migrated.text != text {
                finding.fixes.append(MigrateMock.fix(protocolName: m.protocolName, at: m.range.lowerBound, edits: TextDiff.edits(from: text, to: migrated.text)))
                if let module = m.library.module, let both = migrate(text, only: index, context: context, dropImports: true),
                   both.droppedImports.contains(module) {
                    finding.fixes.append(MigrateMock.fixRemovingImport(protocolName: m.protocolName, at: m.range.lowerBound, module: module,
                                                                       edits: TextDiff.edits(from: text, to: both.text)))
                }
            } else {
                finding.message += "; its mock cannot be generated here (see 'Generate mock' on the protocol)"
            }
            findings.append(finding)
        }
        return findings
    }

    /// What a migration did.
    public struct Outcome: Sendable {
        public var text: [UInt8]
        /// "swift-mocking: WeatherService -> WeatherServiceMock (#if DEBUG)" per protocol migrated.
        public var migrated: [String] = []
        /// Protocols left as they were, with why.
        public var leftAlone: [String] = []
        /// Modules whose import was removed.
        public var droppedImports: [String] = []
    }

    /// Every marked protocol (or the `only`th) migrated in turn: marker removed, our mock written. Then,
    /// with `dropImports`, each library import that nothing left in the file uses. Nil when nothing is marked.
    public static func migrate(_ text: [UInt8], only: Int? = nil, context: MockContext = MockContext(),
                               dropImports: Bool = true) -> Outcome? {
        guard mayHaveMarkers(text) else { return nil }
        let count = marked(in: SourceFile(text)).count
        guard count > 0 else { return nil }
        var outcome = Outcome(text: text)
        var libraries: Set<Library> = []
        // One at a time, re-reading the file each time: each step's offsets are the current text's. The
        // markers left are counted from the start, skipping those that could not be migrated.
        var skip = 0
        for step in 0..<count {
            if let only, step != only { skip += 1; continue }
            let file = SourceFile(outcome.text)
            let found = marked(in: file)
            guard skip < found.count else { break }
            let m = found[skip]
            let without = TextDiff.apply(m.removal, to: outcome.text)
            let after = SourceFile(without)
            guard let decl = Mocking.protocols(in: after).first(where: { $0.name == m.protocolName }) else { skip += 1; continue }
            switch Mocking.generate(decl, in: after, context: context, options: m.options) {
            case .edits(let edits) where !edits.isEmpty:
                outcome.text = TextDiff.apply(edits, to: without)
                libraries.insert(m.library)
                let condition = m.options.condition.conditionText.map { " (#if \($0))" } ?? " (no #if)"
                outcome.migrated.append("\(m.library.name): \(m.protocolName) -> \(m.protocolName)Mock\(condition)")
            case .problem(let problem):
                outcome.leftAlone.append("\(m.library.name): \(m.protocolName): \(problem.reason)")
                skip += 1
            default:
                outcome.leftAlone.append("\(m.library.name): \(m.protocolName): no mock to write")
                skip += 1
            }
        }
        if dropImports {
            for library in libraries.sorted(by: { $0.name < $1.name }) {
                guard let module = library.module, let edit = importRemoval(module, of: library, in: outcome.text) else { continue }
                outcome.text = TextDiff.apply([edit], to: outcome.text)
                outcome.droppedImports.append(module)
            }
        }
        return outcome
    }

    /// The line `import MODULE` when nothing else in the file (outside generated mocks) names one of the
    /// library's attributes. Conservative: a plain top-level import on its own line, outside `#if`.
    static func importRemoval(_ module: String, of library: Library, in text: [UInt8]) -> TextEdit? {
        let file = SourceFile(text)
        var kept = text
        for mock in Mocking.existingMocks(in: file).sorted(by: { $0.regionRange.lowerBound > $1.regionRange.lowerBound }) {
            kept.removeSubrange(mock.regionRange)
        }
        let rest = String(decoding: kept, as: UTF8.self)
        for name in library.attributes where rest.contains("@" + name) { return nil }
        for d in file.declarations where d.kind == .import {
            guard file.text(d.range).trimmingSpaces == "import \(module)", d.attributes.isEmpty, d.modifiers.isEmpty else { continue }
            let edits = removal(of: d.range, in: file)
            guard edits.count == 1, edits[0].range.upperBound > d.range.upperBound || edits[0].range.upperBound == text.count else { continue }
            // Its line, and the blank line that set it off when nothing is left above it.
            var end = edits[0].range.upperBound
            let ls = edits[0].range.lowerBound
            let blankAbove = ls == 0 || (ls >= 2 && text[ls - 2] == 0x0A)
            if blankAbove, end < text.count, text[end] == 0x0A { end += 1 }
            return TextEdit(range: ls..<end, newText: "")
        }
        return nil
    }

    /// Cheap test before parsing: the file names one of the markers.
    public static func mayHaveMarkers(_ text: [UInt8]) -> Bool {
        Stubbing.contains(text, Array("@Mocked".utf8)) || Stubbing.contains(text, Array("@Spyable".utf8))
            || Stubbing.contains(text, Array("@mockable".utf8)) || Stubbing.contains(text, Array("AutoMockable".utf8))
    }
}
