// The engine's public surface: one function per action. The CLI and the language server call these.
//
// Every function takes the file's current text (UTF-8 bytes) and returns findings or text edits on it.
// How it works: the current text is split into the user's original text and our generated pieces
// (see Generated.swift); the original is scanned for declarations; each stubbed declaration's expected
// pieces are computed (Expansion.swift); a fresh file is the original with exactly those pieces. Every
// action builds the text it wants and returns the minimal edits from the current text to it.

import StubbleSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Stubbing {
    // MARK: analysis

    /// One analysed file: current text, its original, pieces, and the stub targets in the original.
    struct Analysis {
        let current: [UInt8]
        let stripped: StrippedFile
        let outline: SourceOutline
        let expander: Expander
        var targets: [Target]
        /// Actual pieces owned by each declaration (by identity), and pieces owned by none.
        var actual: [ObjectIdentifier: [Insertion]] = [:]
        /// The same pieces as ranges of the current text.
        var actualRanges: [ObjectIdentifier: [Range<Int>]] = [:]
        var unowned: [Insertion] = []
        /// Where each of `unowned` is in the current text (same order).
        var unownedRanges: [Range<Int>] = []
        /// Edits applied to the original before analysis (annotation changes), in original offsets.
        var appliedEdits: [TextEdit] = []
        /// Running total of the current lengths of `stripped.pieces`.
        var pieceLengthPrefix: [Int] = []

        /// Remote pieces here (hooks of another file's extension members), as they are.
        var remoteActual: [(current: Range<Int>, insertion: Insertion)] = []
        /// Remote pieces as they should be: for files the context knows, what their extensions need; for
        /// the others, as they are.
        var remoteExpected: [Insertion] = []

        /// Set when the analysis records what the next version may reuse (`Incremental.swift`).
        var log: AnalysisLog?
        /// `Reuse.digest` of this version (with `log`).
        var digest: [UInt8] = []
        /// Refresh edits of the version before, shifted, by declaration; how many expansions were taken from it.
        var reusedRefreshes: [ObjectIdentifier: [TextEdit]] = [:]
        var reusedExpansions = 0
        /// With `log`: the original's top-level units (`Reuse.units`) and their facts (`Reuse.unitFacts`).
        var units: [(range: Range<Int>, decls: [OutlineDecl])] = []
        var unitFacts: [ModuleFacts] = []

        /// `add --all`'s annotations, written in no text (`init(annotating:)`).
        struct VirtualAnnotations {
            /// The analysis of the text, whose outline and expander the annotated analysis takes.
            let base: Analysis
            /// The declarations to annotate, by start (as `base.outline` has them).
            let starts: Set<Int>
            let options: StubOptions
        }
        /// The annotation lines `annotating` stands for, at their places in the original (`init(annotating:)`).
        var virtualLines: [Insertion] = []

        /// The analysis of `annotating.base`'s text with an annotation line (`annotationInsertion`) above each
        /// declaration of `starts`, made without writing them: `base`'s outline and expander (its facts and file
        /// view; `Expander.withEmptyCaches`), with the annotations read as the annotated text's analysis would
        /// read them (`Expander.annotateVirtually`).
        /// Its targets are those of the annotated text, at the original's places; `virtualLines` are the lines.
        /// `add --all` (`addAllUnchecked`) had parsed its annotated input again and read its facts again, a
        /// tenth of its work on a 1 MB file; it uses this where the lines cannot change what the facts read (no
        /// condition: `// @Stubbable` or `// @Stubbable(spy: true)`) and no piece comes to the place of a line
        /// (which side of it a piece goes is not known here). `AddAllVirtualTests` compares both analyses' texts.
        init(annotating virtual: VirtualAnnotations) {
            self.init(virtual.base.current, context: virtual.base.expander.context, virtual: virtual)
        }

        /// `previous`: the analysis of the version before (made with `incremental`), whose unchanged top-level
        /// declarations this one reuses where that gives the same result (`Incremental.swift`). `incremental`:
        /// record what the next version may reuse. `virtual`: see `init(annotating:)`.
        init(_ current: [UInt8], context: FileStubContext = .alone, sEdits: ((Analysis) -> [TextEdit])? = nil,
             previous: Reusable? = nil, incremental: Bool = false, base: Analysis? = nil, virtual: VirtualAnnotations? = nil) {
            // With the version before: its marker scan's pieces outside the part of the text the edit changed.
            var stripped = virtual?.base.stripped
                ?? previous.flatMap { old in
                    Markers.strip(current, after: old.current, StrippedFile(original: old.original, pieces: old.pieces, memo: old.stripMemo),
                                  common: Reuse.common(old.current, current))
                }
                ?? Markers.strip(current)
            var applied: [TextEdit] = []
            if let sEdits {
                // `base`: the analysis of `current` with `context` already made by the caller.
                let first = base ?? Analysis(current, context: context)
                let edits = sEdits(first).sorted { $0.range.lowerBound < $1.range.lowerBound }
                applied = edits
                if !edits.isEmpty {
                    // Apply the edits to the original and shift the pieces.
                    stripped.original = TextDiff.apply(edits, to: stripped.original)
                    for i in stripped.pieces.indices {
                        let pos = stripped.pieces[i].insertion.sPos
                        var delta = 0
                        for e in edits where e.range.lowerBound < pos || (e.range.lowerBound == pos && e.range.upperBound > pos) {
                            delta += e.newText.utf8.count - (min(e.range.upperBound, pos) - e.range.lowerBound)
                        }
                        stripped.pieces[i].insertion.sPos = pos + delta
                    }
                }
            }
            self.current = current
            self.appliedEdits = applied
            self.stripped = stripped
            var total = 0
            self.pieceLengthPrefix = stripped.pieces.map { total += $0.current.count; return total }
            if let virtual {
                self.outline = virtual.base.outline
            } else if let parsed = context.parsedOriginal, parsed.bytes == stripped.original {
                self.outline = parsed
            } else {
                self.outline = SourceOutline.parse(stripped.original)
            }
            // Recording for the next version: this file's facts by top-level unit, those of unchanged units
            // taken from the version before (`Reuse.unitFacts`).
            var fileFacts: [ModuleFacts]? = nil
            // Where the original differs from the version before's (read once, for the facts and for the pairs).
            var originalCommon: (prefix: Int, suffix: Int)? = nil
            if incremental, sEdits == nil, Reuse.eligible(context) {
                units = Reuse.units(outline)
                if let previous { originalCommon = Reuse.common(previous.original, stripped.original) }
                unitFacts = Reuse.unitFacts(old: previous, common: originalCommon, outline: outline, units: units, fileName: context.fileName)
                fileFacts = [ModuleFacts(fileWide: context.fileName, outline: outline)] + unitFacts
            }
            // (The annotating analysis's expander is its base's, whose outline, context and file view it has.)
            var expander = virtual.map { $0.base.expander.withEmptyCaches() } ?? Expander(outline: outline, context: context, fileFacts: fileFacts)
            if let virtual {
                var added: [ObjectIdentifier: Annotation] = [:]
                var lines: [Insertion] = []
                // Each line is the same comment after its indentation, read as the annotated text's analysis reads
                // it (`Expander.annotation(of:in:)`).
                if let found = Expander.characterAnnotation(annotationComment(virtual.options)) {
                    let options = Expander.parseOptions(found.arguments)
                    for d in outline.allDeclarations where virtual.starts.contains(d.start) && d.kind.isType {
                        guard let line = annotationInsertion(virtual.base, d, virtual.options) else { continue }
                        let at = line.range.lowerBound
                        added[ObjectIdentifier(d)] = Annotation(form: .comment, name: found.name, options: options, range: at..<at)
                        lines.append(Insertion(sPos: at, text: line.newText))
                    }
                }
                virtualLines = lines
                expander.annotateVirtually(added)
            }
            // A struct whose body holds other files' hooks gets the box they live in: the hooks the context's
            // files ask for, and those of files it does not know (kept as they are).
            let remoteAt = stripped.pieces.filter { $0.insertion.owner.map { !context.knownFiles.contains($0) } ?? false }.map(\.insertion.sPos)
            // (Nothing to look for without remote pieces here or other files' hooks for this file: then the reason
            // each struct's hooks might live outside its values is not read for none.)
            let mayHoldRemote = !remoteAt.isEmpty || !context.remoteHooks.isEmpty
            expander.remoteBoxHomes = !mayHoldRemote ? [] : outline.allDeclarations.filter { h in
                // (A struct that cannot hold the box keeps other files' hooks static, outside its values.)
                guard h.kind == .struct, let body = h.body, expander.hooksOutsideValueReason(h) == nil else { return false }
                if remoteAt.contains(where: { body.contains($0) }) { return true }
                return (context.remoteHooks[StubContext.qualifiedName(h)] ?? [:]).contains { context.knownFiles.contains($0.key) && !$0.value.isEmpty }
            }
            // Alone, a struct whose hooks the module put outside its values (an initializer in another file
            // assigns `self = …`) keeps them there: an instance member's stubs read its hooks as `Self._…`.
            // (An initializer's hook is always the type's, whatever the struct holds; a nested type's stubs are its own.)
            if context.isAlone {
                let outside = stripped.pieces.filter { Self.mentions($0.insertion.text, "= Self._") }.map(\.insertion.sPos)
                if !outside.isEmpty {
                    expander.keptOutsideValue = Set(outline.allDeclarations.filter { h in
                        h.kind == .struct && h.members.contains { m in
                            !m.isStatic && (m.kind == .function || m.kind == .variable || m.kind == .subscript)
                                && outside.contains { m.start <= $0 && $0 <= m.end }
                        }
                    }.map { ObjectIdentifier($0) })
                }
            }
            var reuse: Reuse? = nil
            if incremental, sEdits == nil, Reuse.eligible(context) {
                let log = AnalysisLog()
                expander.log = log
                self.log = log
                digest = Reuse.digest(outline, expander)
                if let previous, let originalCommon,
                   let made = Reuse(old: previous, common: originalCommon, current: current, stripped: stripped, outline: outline, units: units, expander: expander, digest: digest) {
                    reuse = made
                    expander.reused = made.expansions(from: previous.log)
                    expander.reusedMirrors = made.mirrors(from: previous.log)
                    reusedExpansions = expander.reused.count
                }
            }
            let expanded = expander.targets()
            expander.reused = [:]
            expander.reusedMirrors = [:]
            self.expander = expander
            self.targets = expanded
            assignPieces()
            if let reuse, let previous, unowned.isEmpty, remoteActual.isEmpty {
                reusedRefreshes = reuse.refreshes(from: previous.log)
            }
            // A member of an extension whose type this analysis cannot see (its file is not known) keeps
            // the stubs it has: they are judged where the type's file is known, never removed blind.
            var unknownExtensions: [(OutlineDecl, Annotation)] = []
            for i in targets.indices where targets[i].skip?.unknownHome == true {
                let actual = self.actual[ObjectIdentifier(targets[i].decl)] ?? []
                if !actual.isEmpty { targets[i].skip = nil; targets[i].insertions = actual }
                if let p = targets[i].decl.parent, p.kind == .extension, !unknownExtensions.contains(where: { $0.0 === p }) {
                    unknownExtensions.append((p, targets[i].annotation))
                }
            }
            // So does such an extension the reset of its members' static hooks declared after it (see
            // `Expander.foreignStaticResets`), with their table.
            for (e, ann) in unknownExtensions {
                guard let at = expander.staticTablePlace(e) else { continue }
                let kept = unowned.indices.filter { unowned[$0].sPos == at && Self.mentions(unowned[$0].text, "static func _resetStaticStubs_") }
                guard !kept.isEmpty else { continue }
                var t = Target(decl: e, annotation: ann, direct: false)
                t.insertions = kept.map { unowned[$0] }
                actual[ObjectIdentifier(e), default: []] += t.insertions
                actualRanges[ObjectIdentifier(e), default: []] += kept.map { unownedRanges[$0] }
                for k in kept.reversed() { unowned.remove(at: k); unownedRanges.remove(at: k) }
                targets.append(t)
            }
            // Keys that rest on a guess this analysis cannot check (see `Target.tentativeKeys`): stubs that
            // exist keep what they have on that point; a refresh still updates keys that are there.
            for i in targets.indices where targets[i].tentativeKeys {
                let h = targets[i].decl
                let isKeys: (Insertion) -> Bool = { Self.mentions($0.text, "enum CodingKeys: String, CodingKey {") || Self.mentions($0.text, "enum CodingKeys: CodingKey {") }
                let keysNow = (actual[ObjectIdentifier(h)] ?? []).contains(where: isKeys)
                let stubsNow = targets.contains { t in t.decl !== h && expander.home(of: t.decl) === h && !(actual[ObjectIdentifier(t.decl)] ?? []).isEmpty }
                if stubsNow && !keysNow {
                    targets[i].insertions.removeAll(where: isKeys)
                    targets[i].note = nil
                }
            }
            keepMirrorsAsTheyAre()
            keepBoxesAsWritten()
            remoteExpected = expectedRemotePieces()
        }

        /// What the next version may reuse of this one (`Incremental.swift`); nil when it may reuse nothing.
        var reusable: Reusable? {
            guard let log, appliedEdits.isEmpty, Reuse.eligible(expander.context), expander.extensionsByHome.isEmpty,
                  expander.remoteBoxHomes.isEmpty, unowned.isEmpty, remoteActual.isEmpty else { return nil }
            return Reusable(current: current, original: stripped.original, pieces: stripped.pieces, stripMemo: stripped.memo, pieceLengthPrefix: pieceLengthPrefix,
                            units: units, unitFacts: unitFacts, log: log, digest: digest, fileName: expander.context.fileName)
        }

        /// Whether a generated piece is a type's mirror, whole (`Expander.reflectionMirrors`): its member or its
        /// conformance, in its condition or not.
        /// Every piece of a struct or class passes here on every version (a 10k-line file of stubbed classes:
        /// thousands), so a piece that names neither `customMirror` nor `CustomReflectable` is told apart by
        /// its bytes first; reading lines and counting characters took a third of a keystroke's analysis.
        /// A mirror piece is one line or three, each ending with a line break (`mirrorPrefix`): a piece with a
        /// fourth line break is none, told without reading the rest of it (a class's hooks are one piece of
        /// hundreds of lines, searched twice for each of its members on every version).
        static func isMirrorPiece(_ i: Insertion) -> Bool {
            if let short = i.text.utf8.withContiguousStorageIfAvailable({ b -> Bool in
                guard let base = b.baseAddress else { return true }
                var at = 0
                for _ in 0..<4 {
                    guard at < b.count, let nl = memchr(base + at, 0x0A, b.count - at) else { return true }
                    at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(nl)) + 1
                }
                return false
            }), !short { return false }
            guard mentions(i.text, "customMirror") || mentions(i.text, "CustomReflectable") else { return false }
            return mirrorPrefix(Substring(i.text)) == i.text.utf8.count
        }

        /// Whether `needle` occurs in `text`'s UTF-8 (a byte search, no copy of a native string; the standard
        /// library's `contains` of a string goes through `_StringProcessing`, which took a fifth of a keystroke).
        static func mentions<S: StringProtocol>(_ text: S, _ needle: String) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { mentions($0, needle) } ?? text.contains(needle)
        }

        /// Whether `text`'s UTF-8 ends with `suffix`'s.
        static func ends<S: StringProtocol>(_ text: S, with suffix: String) -> Bool {
            let t = text.utf8, x = suffix.utf8
            guard t.count >= x.count else { return false }
            return t[t.index(t.endIndex, offsetBy: -x.count)...].elementsEqual(x)
        }

        static let markedLineEnd = " " + Markers.line
        static let markedConformanceEnd = MirrorSpelling.conformance + " " + Markers.line
        static let markedLineEndBytes = Array(markedLineEnd.utf8)
        static let markedConformanceEndBytes = Array(markedConformanceEnd.utf8)

        /// The length in UTF-8 bytes of the mirror piece `text` starts with (a member or a conformance line,
        /// inside `#if`/`#endif` lines or not), if it starts with one.
        static func mirrorPrefix(_ text: Substring) -> Int? {
            var text = text
            if let ascii = text.withUTF8({ asciiMirrorPrefix($0) }) { return ascii }
            return characterMirrorPrefix(text)
        }

        /// `mirrorPrefix` read as bytes, for ASCII text (every piece of every stubbed type passes there on each
        /// version: splitting it into `Substring` lines and trimming them as `String`s was 8% of a keystroke's
        /// analysis). Nil when the text is not ASCII (a `Character` is then not a byte: the caller reads it as
        /// characters); else `mirrorPrefix`'s answer.
        static func asciiMirrorPrefix(_ b: UnsafeBufferPointer<UInt8>) -> Int?? {
            var ends = (0, 0, 0), count = 0, start = 0
            while count < 3, start < b.count {
                var nl = start
                while nl < b.count, b[nl] != 0x0A { if b[nl] >= 0x80 { return nil }; nl += 1 }
                guard nl < b.count else { break }
                switch count { case 0: ends.0 = nl; case 1: ends.1 = nl; default: ends.2 = nl }
                count += 1
                start = nl + 1
            }
            // The rest of a text that is not read still decides whether it is ASCII, as the characters would.
            for i in start..<b.count where b[i] >= 0x80 { return nil }
            func line(_ k: Int) -> UnsafeBufferPointer<UInt8> {
                let lo = k == 0 ? 0 : (k == 1 ? ends.0 + 1 : ends.1 + 1)
                let hi = k == 0 ? ends.0 : (k == 1 ? ends.1 : ends.2)
                return UnsafeBufferPointer(rebasing: b[lo..<hi])
            }
            func starts(_ l: UnsafeBufferPointer<UInt8>, _ p: StaticString) -> Bool {
                l.count >= p.utf8CodeUnitCount && memcmp(l.baseAddress!, p.utf8Start, p.utf8CodeUnitCount) == 0
            }
            func endsWith(_ l: UnsafeBufferPointer<UInt8>, _ x: [UInt8]) -> Bool {
                l.count >= x.count && l[(l.count - x.count)...].elementsEqual(x)
            }
            func isMirrorLine(_ l: UnsafeBufferPointer<UInt8>) -> Bool {
                endsWith(l, markedLineEndBytes) && (mentions(l, MirrorSpelling.member)
                    || (starts(l, "extension ") || starts(l, "@available")) && endsWith(l, markedConformanceEndBytes))
            }
            // A line's text without the spaces, tabs and line breaks around it (`trimmingSpaces`).
            func trimmed(_ l: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
                var lo = 0, hi = l.count
                func space(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
                while lo < hi, space(l[lo]) { lo += 1 }
                while hi > lo, space(l[hi - 1]) { hi -= 1 }
                return UnsafeBufferPointer(rebasing: l[lo..<hi])
            }
            if count >= 1, isMirrorLine(line(0)) { return .some(ends.0 + 1) }
            if count == 3, starts(trimmed(line(0)), "#if "), isMirrorLine(line(1)), starts(trimmed(line(2)), "#endif") {
                return .some(ends.2 + 1)
            }
            return .some(nil)
        }

        /// Whether `needle` occurs in the bytes `l`.
        static func mentions(_ l: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
            var needle = needle
            return needle.withUTF8 { n in
                Stubbing.firstOccurrence(of: UnsafeRawBufferPointer(n), in: UnsafeRawBufferPointer(l), where: { _ in true }) != nil
            }
        }

        static func characterMirrorPrefix(_ text: Substring) -> Int? {
            func isMirrorLine(_ l: Substring) -> Bool {
                ends(l, with: markedLineEnd) && (mentions(l, MirrorSpelling.member)
                    || (l.utf8.starts(with: "extension ".utf8) || l.utf8.starts(with: "@available".utf8)) && ends(l, with: markedConformanceEnd))
            }
            // (By UTF-8: every piece of a stubbed type passes here on each version.)
            let u = text.utf8
            var lines: [Substring] = []
            var start = u.startIndex
            while lines.count < 3, start < u.endIndex {
                guard let nl = u[start...].firstIndex(of: 0x0A) else { break }
                lines.append(text[start..<nl])
                start = u.index(after: nl)
            }
            func length(_ k: Int) -> Int { lines.prefix(k).reduce(0) { $0 + $1.utf8.count + 1 } }  // (UTF-8 bytes)
            if let first = lines.first, isMirrorLine(first) { return length(1) }
            if lines.count == 3, lines[0].trimmingSpaces.hasPrefix("#if "), isMirrorLine(lines[1]), lines[2].trimmingSpaces.hasPrefix("#endif") {
                return length(3)
            }
            return nil
        }

        /// A struct's box as an earlier version wrote it (`Expander.unqualifiedStandardNames`) is what this analysis
        /// expects of it, so it is not out of date for that alone: the box is its own piece, written anew only
        /// when it must change for another reason (`let` to `var`, a `#if` condition) or when the struct's stubs
        /// are removed and added again.
        mutating func keepBoxesAsWritten() {
            for i in targets.indices where targets[i].decl.kind == .struct {
                guard let k = targets[i].insertions.firstIndex(where: { Self.mentions($0.text, "final class _StubBox") }),
                      let written = actual[ObjectIdentifier(targets[i].decl)], !written.contains(targets[i].insertions[k]) else { continue }
                var old = targets[i].insertions[k]
                old.text = Expander.unqualifiedStandardNames(old.text)
                if written.contains(old) { targets[i].insertions[k] = old }
            }
        }

        /// A type's mirror rests on what the module says (another file's `customMirror`, a subclass, a property
        /// wrapper, whether a name is a protocol, which stored properties another file keeps stored). Without a
        /// module view (`context.module == nil`: one file alone), stubs that exist keep the mirror they have, or
        /// their lack of one: judged where the module is known (the CLI, the editor's module view), never removed
        /// or added blind. New stubs (a type with none yet) get the mirror this file alone decides.
        mutating func keepMirrorsAsTheyAre() {
            guard expander.context.module == nil else { return }
            // (Tables made once: a generated file has thousands of types.)
            var stubbedHomes = Set<ObjectIdentifier>()
            var annotationOf: [ObjectIdentifier: Annotation] = [:]
            var targetOf: [ObjectIdentifier: Int] = [:]
            for (i, t) in targets.enumerated() {
                if t.decl.kind.isType {
                    if targetOf[ObjectIdentifier(t.decl)] == nil { targetOf[ObjectIdentifier(t.decl)] = i }
                    continue
                }
                guard let h = expander.home(of: t.decl) else { continue }
                if annotationOf[ObjectIdentifier(h)] == nil { annotationOf[ObjectIdentifier(h)] = t.annotation }
                if !(actual[ObjectIdentifier(t.decl)] ?? []).isEmpty { stubbedHomes.insert(ObjectIdentifier(h)) }
            }
            guard !stubbedHomes.isEmpty else { return }
            var unownedMirrors: [Int: [Int]] = [:]
            for k in unowned.indices where Self.isMirrorPiece(unowned[k]) { unownedMirrors[unowned[k].sPos, default: []].append(k) }
            var taken = Set<Int>()
            for h in outline.allDeclarations where (h.kind == .struct || h.kind == .class) && stubbedHomes.contains(ObjectIdentifier(h)) {
                let id = ObjectIdentifier(h)
                var places: [Int] = []
                if let p = expander.hookHomeInsertion(h) { places.append(p.at) }
                if let at = expander.staticTablePlace(h), !places.contains(at) { places.append(at) }
                for at in places {
                    for k in unownedMirrors[at] ?? [] where taken.insert(k).inserted {
                        actual[id, default: []].append(unowned[k])
                        actualRanges[id, default: []].append(unownedRanges[k])
                    }
                }
                let mirrorNow = (actual[id] ?? []).filter(Self.isMirrorPiece)
                if let i = targetOf[id] {
                    targets[i].insertions.removeAll(where: Self.isMirrorPiece)
                    targets[i].insertions += mirrorNow
                } else if !mirrorNow.isEmpty, let ann = annotationOf[id] {
                    var t = Target(decl: h, annotation: ann, direct: false)
                    t.insertions = mirrorNow
                    targetOf[id] = targets.count
                    targets.append(t)
                }
            }
            for k in taken.sorted(by: >) { unowned.remove(at: k); unownedRanges.remove(at: k) }
        }

        /// For each type declared here: the lines other files' extensions need in its body (see CrossFile.swift).
        func expectedRemotePieces() -> [Insertion] {
            let context = expander.context
            var out: [Insertion] = remoteActual.map(\.insertion).filter { !context.knownFiles.contains($0.owner ?? "") }
            guard !context.remoteHooks.isEmpty else { return out }
            for h in outline.allDeclarations where h.kind == .class || h.kind == .actor || h.kind == .struct {
                guard let bySource = context.remoteHooks[StubContext.qualifiedName(h)], let place = expander.hookHomeInsertion(h) else { continue }
                for source in bySource.keys.sorted() where context.knownFiles.contains(source) {
                    var text = ""
                    for line in bySource[source]!.split(separator: "\n", omittingEmptySubsequences: true) {
                        let code = line.hasSuffix(" " + Markers.line) ? line.dropLast(Markers.line.count + 1) : line[...]
                        text += place.indent + code + " " + Markers.remotePrefix + source + "\n"
                    }
                    out.append(Insertion(sPos: place.at, text: text, owner: source))
                }
            }
            return out
        }

        /// Whether the remote pieces are as they should be.
        var remoteIsFresh: Bool {
            let key: (Insertion, Insertion) -> Bool = { ($0.sPos, $0.owner ?? "", $0.text) < ($1.sPos, $1.owner ?? "", $1.text) }
            return remoteActual.map(\.insertion).sorted(by: key) == remoteExpected.sorted(by: key)
        }

        mutating func assignPieces() {
            // No generated code in the file (a fresh `add`): nothing to assign, and no table of every expected
            // piece's text to build (for `add --all` on generated code, hashing an output many times the input).
            guard !stripped.pieces.isEmpty else { return }
            // Extended range of each declaration: from its peer insertion point to its end. Made when a piece is not
            // an expected one (on most versions every piece is).
            var extended: [(OutlineDecl, Range<Int>)]? = nil
            // A piece that is exactly an expected one belongs to that declaration, wherever it sits
            // (hooks of extension members live in the type's body); the others by position.
            struct PieceKey: Hashable {
                let at: Int
                let text: String
                // Hashed by place only (few pieces share one): hashing every piece's whole text, expected and
                // actual, was a tenth of this pass on each version. Equality still compares the texts (as
                // `String`s: canonically equivalent texts are equal, so no part of the text may go in the hash).
                func hash(into hasher: inout Hasher) { hasher.combine(at) }
            }
            var expectedOwner: [PieceKey: [OutlineDecl]] = [:]
            var expectedAt: [Int: [(String, OutlineDecl)]] = [:]
            // (Sized once: grown piece by piece, the tables were rehashed a dozen times on each version.)
            let expectedCount = targets.reduce(0) { $0 + ($1.skip == nil ? $1.insertions.count : 0) }
            expectedOwner.reserveCapacity(expectedCount)
            expectedAt.reserveCapacity(expectedCount)
            for t in targets where t.skip == nil {
                for ins in t.insertions {
                    expectedOwner[PieceKey(at: ins.sPos, text: ins.text), default: []].append(t.decl)
                    expectedAt[ins.sPos, default: []].append((ins.text, t.decl))
                    // A struct's box as an earlier version wrote it is the struct's too (`keepBoxesAsWritten`).
                    if t.decl.kind == .struct, Self.mentions(ins.text, "final class _StubBox") {
                        let old = Expander.unqualifiedStandardNames(ins.text)
                        expectedOwner[PieceKey(at: ins.sPos, text: old), default: []].append(t.decl)
                        expectedAt[ins.sPos, default: []].append((old, t.decl))
                    }
                }
            }
            pieces: for piece in stripped.pieces {
                if piece.insertion.owner != nil { remoteActual.append(piece); continue }
                let p = piece.insertion.sPos
                let key = PieceKey(at: p, text: piece.insertion.text)
                if let owners = expectedOwner[key], let owner = owners.first {
                    // Identical pieces of several declarations: each takes the next one.
                    expectedOwner[key] = Array(owners.dropFirst())
                    if owners.count == 1 { expectedOwner[key] = nil }
                    actual[ObjectIdentifier(owner), default: []].append(piece.insertion)
                    actualRanges[ObjectIdentifier(owner), default: []].append(piece.current)
                    continue
                }
                // Adjacent generated lines of several declarations read back as one piece: split it
                // into the expected pieces it is made of, if it is exactly that.
                if let candidates = expectedAt[p], candidates.count > 1 {
                    var rest = Substring(piece.insertion.text)
                    var parts: [(String, OutlineDecl)] = []
                    var progress = true
                    while !rest.isEmpty && progress {
                        progress = false
                        for (text, owner) in candidates where rest.hasPrefix(text) {
                            parts.append((text, owner)); rest = rest.dropFirst(text.count); progress = true
                            break
                        }
                        // Without a module view, a type's mirror is kept as it is (`keepMirrorsAsTheyAre`): its
                        // lines go to the type whatever they list.
                        if !progress, expander.context.module == nil, let n = Self.mirrorPrefix(rest),
                           let owner = candidates.first(where: { $0.1.kind.isType })?.1 {
                            let end = rest.utf8.index(rest.startIndex, offsetBy: n)  // (after a line break: a character boundary)
                            parts.append((String(rest[..<end]), owner)); rest = rest[end...]; progress = true
                        }
                    }
                    if rest.isEmpty {
                        var at = piece.current.lowerBound
                        for (text, owner) in parts {
                            actual[ObjectIdentifier(owner), default: []].append(Insertion(sPos: p, text: text))
                            actualRanges[ObjectIdentifier(owner), default: []].append(at..<(at + text.utf8.count))
                            at += text.utf8.count
                        }
                        continue pieces
                    }
                }
                var best: OutlineDecl? = nil
                var bestSize = Int.max
                if extended == nil {
                    extended = outline.allDeclarations.map { d in
                        let lo = expander.peerInsertionPoint(d) ?? d.start
                        return (d, min(lo, d.start)..<(d.end + 1))
                    }
                }
                for (d, r) in extended! where r.contains(p) && !d.kind.isType {
                    if r.count < bestSize { best = d; bestSize = r.count }
                }
                if let best {
                    actual[ObjectIdentifier(best), default: []].append(piece.insertion)
                    actualRanges[ObjectIdentifier(best), default: []].append(piece.current)
                }
                else { unowned.append(piece.insertion); unownedRanges.append(piece.current) }
            }
        }

        func target(for d: OutlineDecl) -> Target? { targets.first { $0.decl === d } }

        /// An offset of the original before `appliedEdits`, in the edited original.
        func shifted(_ pos: Int) -> Int {
            var p = pos
            for e in appliedEdits where e.range.upperBound <= pos { p += e.newText.utf8.count - e.range.count }
            return p
        }

        /// The declaration whose keyword sat at `oldPos` before `appliedEdits`.
        func decl(keywordAt oldPos: Int) -> OutlineDecl? {
            let p = shifted(oldPos)
            return outline.allDeclarations.first { $0.keywordRange.lowerBound == p }
        }

        /// Renders: declarations under `roots` get `f(expected, actual)`, the others keep their pieces.
        func render(roots: [OutlineDecl], _ f: ([Insertion]?, [Insertion]) -> [Insertion]) -> [UInt8] {
            // Remote pieces belong to other files: kept as they are.
            let ids = Set(roots.map { ObjectIdentifier($0) })
            // A struct member's hooks live in its struct's box: the box goes with it. So do the other pieces its
            // home type holds for it (a Codable type's keys, `_resetStaticStubs()`), also for an extension's members.
            var exact = Set<ObjectIdentifier>()
            for r in roots {
                let member = r.kind == .extension || !r.kind.isType
                if let h = expander.home(of: r.kind == .extension ? OutlineDecl.probe(in: r) : r), h.kind == .struct || member && (h.kind == .class || h.kind == .actor) {
                    exact.insert(ObjectIdentifier(h))
                }
            }
            // Generated lines inside a root that no declaration owns are its debris (a generated block cut in two by
            // a line whose marker the user edited): they go, as a whole-file refresh drops them. Left in, the
            // regenerated block came next to the old one's tail and the braces no longer matched (found by fuzzing).
            // Unless dropping them unbalances brackets that were balanced: a piece may close or open what a line
            // of the user's (an edited marker) opens or closes (found by fuzzing too), and then it stays.
            let inside = roots.map { $0.start..<$0.end }
            let choose: (OutlineDecl, [Insertion]?, [Insertion]) -> [Insertion] = { d, exp, act in
                if exact.contains(ObjectIdentifier(d)) { return f(exp, act) }
                var p: OutlineDecl? = d
                while let x = p { if ids.contains(ObjectIdentifier(x)) { return f(exp, act) }; p = x.parent }
                return act
            }
            let isDebris: (Insertion) -> Bool = { piece in inside.contains { $0.lowerBound < piece.sPos && piece.sPos < $0.upperBound } }
            guard unowned.contains(where: isDebris) else { return render(choose, keepUnowned: true) }
            let dropped = render(choose, keepUnowned: true, dropUnowned: isDebris)
            if Analysis.bracketsBalance(dropped) || !Analysis.bracketsBalance(current) { return dropped }
            return render(choose, keepUnowned: true)
        }

        /// Whether every `(`, `[` and `{` in the text closes, in order (strings and comments do not count).
        static func bracketsBalance(_ text: [UInt8]) -> Bool {
            var open: [TokenKind] = []
            for t in TokenStream(text).tokens {
                let closes: TokenKind
                switch t.kind {
                case .leftParen, .leftSquare, .leftBrace: open.append(t.kind); continue
                case .rightParen: closes = .leftParen
                case .rightSquare: closes = .leftSquare
                case .rightBrace: closes = .leftBrace
                default: continue
                }
                if open.popLast() != closes { return false }
            }
            return open.isEmpty
        }

        /// Renders the original with, for each declaration, the pieces `choose` picks.
        /// `remote`: write the remote pieces as they should be (else keep them as they are).
        func render(_ choose: (OutlineDecl, _ expected: [Insertion]?, _ actual: [Insertion]) -> [Insertion], keepUnowned: Bool, remote: Bool = false,
                    dropUnowned: (Insertion) -> Bool = { _ in false }) -> [UInt8] {
            Analysis.insert(pieces(choose, keepUnowned: keepUnowned, remote: remote, dropUnowned: dropUnowned), into: stripped.original)
        }

        /// The pieces `render` writes into the original.
        func pieces(_ choose: (OutlineDecl, _ expected: [Insertion]?, _ actual: [Insertion]) -> [Insertion], keepUnowned: Bool, remote: Bool = false,
                    dropUnowned: (Insertion) -> Bool = { _ in false }) -> [Insertion] {
            var chosen: [Insertion] = []
            var seen = Set<ObjectIdentifier>()
            for t in targets {
                seen.insert(ObjectIdentifier(t.decl))
                chosen += choose(t.decl, t.skip == nil ? t.insertions : nil, actual[ObjectIdentifier(t.decl)] ?? [])
            }
            for d in outline.allDeclarations where !seen.contains(ObjectIdentifier(d)) {
                chosen += choose(d, nil, actual[ObjectIdentifier(d)] ?? [])
            }
            if keepUnowned { chosen += unowned.filter { !dropUnowned($0) } }
            chosen += remote ? remoteExpected : remoteActual.map(\.insertion)
            return chosen
        }

        static func insert(_ insertions: [Insertion], into original: [UInt8]) -> [UInt8] {
            let sorted = insertions.enumerated().sorted { a, b in
                a.element.sPos != b.element.sPos ? a.element.sPos < b.element.sPos : a.offset < b.offset
            }.map(\.element)
            var out: [UInt8] = []
            out.reserveCapacity(original.count + sorted.reduce(0) { $0 + $1.text.utf8.count })
            var cursor = 0
            // Lines written after the last line of a text with no line break at its end go after a line break of
            // their own instead of one at theirs: the user's last line stays as it is, and the text still ends
            // without one (`Markers.strip` reads them back as written anywhere else).
            var atEnd: [UInt8] = []
            for ins in sorted {
                let p = max(cursor, min(ins.sPos, original.count))
                out.append(contentsOf: original[cursor..<p])
                if p == original.count { atEnd.append(contentsOf: ins.text.utf8) } else { out.append(contentsOf: ins.text.utf8) }
                cursor = p
            }
            out.append(contentsOf: original[cursor...])
            if let lastByte = original.last, lastByte != 0x0A, lastByte != 0x0D, atEnd.last == 0x0A, atEnd.first != 0x0A {
                out.append(0x0A)
                out.append(contentsOf: atEnd.dropLast())
            } else {
                out.append(contentsOf: atEnd)
            }
            return out
        }

        /// The declaration at an offset of the current text: the innermost whose range holds it.
        func declaration(atCurrent offset: Int, kinds: ((OutlineDecl) -> Bool)? = nil) -> OutlineDecl? {
            let s = stripped.originalOffset(offset)
            var best: OutlineDecl? = nil
            for d in outline.allDeclarations where (kinds?(d) ?? true) {
                let lo = expander.peerInsertionPoint(d).map { min($0, d.start) } ?? d.start
                if lo <= s && s <= d.end {
                    if best == nil || (d.end - d.start) <= (best!.end - best!.start) { best = d }
                }
            }
            return best
        }

        /// Current-text range of a declaration's name (never empty).
        func currentRange(_ r: Range<Int>) -> Range<Int> {
            // Pieces are sorted by position: binary search, then a prefix sum of their lengths.
            func map(_ s: Int, right: Bool) -> Int {
                var lo = 0, hi = stripped.pieces.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    let p = stripped.pieces[mid].insertion.sPos
                    if p < s || (right && p == s) { lo = mid + 1 } else { hi = mid }
                }
                return s + (lo == 0 ? 0 : pieceLengthPrefix[lo - 1])
            }
            let lo = map(r.lowerBound, right: true)
            let hi = max(lo + 1, map(r.upperBound, right: false))
            return lo..<min(hi, max(current.count, lo + 1))
        }

        /// A range of the user's text (no generated piece inside) in current offsets.
        func currentRangeOfOriginal(_ r: Range<Int>) -> Range<Int> {
            var lo = r.lowerBound, hi = r.upperBound
            for piece in stripped.pieces {
                let p = piece.insertion.sPos
                if p <= r.lowerBound { lo += piece.current.count }
                if p < r.upperBound || (p == r.upperBound && p <= r.lowerBound) { hi += piece.current.count }
            }
            return lo..<max(lo, hi)
        }

        func nameRange(_ d: OutlineDecl) -> Range<Int> {
            let r = d.nameRange.isEmpty ? d.keywordRange : d.nameRange
            return currentRange(r.isEmpty ? d.start..<(d.start + 1) : r)
        }
    }

    // MARK: public API

    /// Every finding in the file: Stubble's errors, stale or missing stubs, skipped members.
    public static func diagnose(_ text: [UInt8], context: FileStubContext = .alone) -> [Finding] {
        guard mayHaveStubs(text) || !context.remoteHooks.isEmpty else { return [] }
        return diagnose(Analysis(text, context: context))
    }

    /// The findings of an analysis already made (of `a.current`), so that callers that also need the analysis
    /// for something else (code actions) make it once.
    static func diagnose(_ a: Analysis) -> [Finding] {
        let text = a.current
        var findings: [Finding] = []
        // Type-level annotations on the wrong kind of declaration, and attribute forms.
        for d in a.outline.allDeclarations {
            guard let ann = a.expander.annotation(of: d) else { continue }
            // An extension of a type no given file declares is Stubble's error, unless its members already
            // have stubs (written where the type's file was known: they are kept).
            let unknown = a.expander.extendsUnknownType(d)
            let keptUnknown = unknown && d.members.contains { !(a.actual[ObjectIdentifier($0)] ?? []).isEmpty }
            let membersSayWhy = !unknown && a.expander.extensionHasStubbableMembers(d)
            if d.kind.isType && !(d.kind == .class || d.kind == .struct || d.kind == .actor || membersSayWhy || keptUnknown) {
                let what = d.kind == .enum ? "enums" : d.kind == .protocol ? "protocols" : "extensions"
                // (On a protocol the engine puts "Generate mock" first, which removes the annotation too.)
                let removal = RemoveAnnotation.fix(d, spelling: Expander.spelling(ann), edits: mapOriginalEdits(a.expander.removal(of: ann), a: a))
                findings.append(Finding(code: "stubble.unsupportedType", severity: .error,
                                        message: "'@Stubbable' cannot be applied to \(what)", range: a.nameRange(d), fixes: [removal]))
                continue
            }
            // A misplaced attribute (`@StubbableFunction` on a property) is reported as that, with its fixes:
            // expanding it in place would only move the error into a comment.
            if ann.form == .attribute, !d.kind.isType, a.expander.misplacement(ann, d) != nil { continue }
            if ann.form == .attribute {
                let fix = ExpandInPlace.fix(d, edits: expandInPlace(text, a: a, decl: d))
                findings.append(Finding(code: "stubble.attributeForm", severity: .error,
                                        message: "'@\(ann.name)' needs Stubble's macro package; expand it in place to write the stubs into the source",
                                        range: a.currentRange(ann.range), fixes: [fix]))
            }
        }
        findings += annotationsWithoutHooks(a)
        for t in a.targets {
            let d = t.decl
            let range = a.nameRange(d)
            if let note = t.note {
                findings.append(Finding(code: "stubble.moduleView", severity: .hint, message: note, range: range))
            }
            if let skip = t.skip {
                let severity: Severity = (t.direct && skip.isStubbleError) || (t.direct && skip.code == "stubble.unsupported") ? .error : (t.direct ? .warning : .hint)
                let fixes = skip.fixes.enumerated().map { i, f in
                    MemberFixes.fix(d, code: skip.code, index: i, title: f.title, isSnippet: f.isSnippet, edits: mapOriginalEdits(f.edits, a: a))
                }
                findings.append(Finding(code: skip.code, severity: severity, message: skip.message, range: range, fixes: fixes))
                continue
            }
            if t.annotation.form == .attribute { continue } // reported above, with its fix
            let actual = a.actual[ObjectIdentifier(d)] ?? []
            let key: (Insertion, Insertion) -> Bool = { $0.sPos != $1.sPos ? $0.sPos < $1.sPos : $0.text < $1.text }
            if actual.sorted(by: key) == t.insertions.sorted(by: key) { continue }
            let edits = a.reusedRefreshes[ObjectIdentifier(d)] ?? refresh(text, a: a, decl: d)
            a.log?.recordRefresh(d, edits)
            if actual.isEmpty {
                findings.append(Finding(code: "stubble.notExpanded", severity: .warning,
                                        message: "Stubs of '\(d.displayName)' are not written yet",
                                        range: range, fixes: [ExpandInPlace.fix(d, edits: edits)]))
            } else {
                findings.append(Finding(code: "stubble.outOfDate", severity: .warning,
                                        message: "Stubs of '\(d.displayName)' are out of date",
                                        range: range, fixes: [RefreshStubs.fix(d, edits: edits)]))
            }
        }
        // Generated code that no annotation asks for.
        let targetIDs = Set(a.targets.map { ObjectIdentifier($0.decl) })
        for d in a.outline.allDeclarations where !targetIDs.contains(ObjectIdentifier(d)) {
            guard let pieces = a.actual[ObjectIdentifier(d)], !pieces.isEmpty else { continue }
            let edits = TextDiff.edits(from: text, to: a.render({ decl, _, act in decl === d ? [] : act }, keepUnowned: true))
            findings.append(Finding(code: "stubble.orphanedStubs", severity: .warning,
                                    message: "Generated stubs of '\(d.displayName)' have no '@Stubbable' annotation",
                                    range: a.nameRange(d), fixes: [RemoveStubs.orphanedFix(d, edits: edits)]))
        }
        if !a.unowned.isEmpty, let first = a.stripped.pieces.first(where: { p in a.unowned.contains(p.insertion) }) {
            let edits = TextDiff.edits(from: text, to: a.render({ _, _, act in act }, keepUnowned: false))
            findings.append(Finding(code: "stubble.orphanedStubs", severity: .warning,
                                    message: "Generated stub code that belongs to no declaration",
                                    range: first.current.isEmpty ? first.current.lowerBound..<(first.current.lowerBound + 1) : first.current,
                                    fixes: [RemoveStubs.orphansFix(edits: edits)]))
        }
        findings += remoteFindings(text, a: a)
        return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A type-level annotation that yields no hook (every member skipped, or none to stub) would expand to
    /// nothing, silently: a warning at the annotation, with the first member's reason (each member's own reason
    /// stays a hint).
    static func annotationsWithoutHooks(_ a: Analysis) -> [Finding] {
        var findings: [Finding] = []
        for (d, ann, members) in typesWithoutHooks(a) {
            let what = d.kind == .extension ? "extension of '\(d.name)'" : "'\(d.displayName)'"
            var message = "'\(ann.form == .comment ? "// " : "")@\(ann.name)' on the \(what) writes no hooks: "
            if let first = members.first?.skip {
                message += first.message
                if members.count > 1 { message += " (and \(members.count - 1) more member\(members.count == 2 ? "" : "s") not stubbed)" }
            } else {
                message += "it has no function, property or subscript to stub"
            }
            findings.append(Finding(code: "stubble.noHooks", severity: .warning, message: message, range: a.currentRange(ann.range)))
        }
        return findings
    }

    /// The annotated types and extensions that yield no hook, with their annotation and their members' targets.
    static func typesWithoutHooks(_ a: Analysis) -> [(OutlineDecl, Annotation, [Target])] {
        var out: [(OutlineDecl, Annotation, [Target])] = []
        // The member targets of each type-level annotation (by its range), in order: one pass over the targets,
        // not one per annotated type.
        // (Only for annotations none of whose members gets a hook: the others are passed over below, and copying
        // every target of a file of generated code into these lists cost more than the rest of this function.)
        var hooked = Set<Range<Int>>()
        for i in a.targets.indices where !a.targets[i].direct && a.targets[i].skip == nil { hooked.insert(a.targets[i].annotation.range) }
        var membersByAnnotation: [Range<Int>: [Target]] = [:]
        for i in a.targets.indices where !a.targets[i].direct && !hooked.contains(a.targets[i].annotation.range) {
            membersByAnnotation[a.targets[i].annotation.range, default: []].append(a.targets[i])
        }
        for d in a.outline.allDeclarations where d.kind.isType {
            guard let ann = a.expander.annotation(of: d), !hooked.contains(ann.range) else { continue }
            // Not where the annotation is refused outright ("cannot be applied to extensions", in `diagnose`).
            let unknown = a.expander.extendsUnknownType(d)
            let keptUnknown = unknown && d.members.contains { !(a.actual[ObjectIdentifier($0)] ?? []).isEmpty }
            let membersSayWhy = !unknown && a.expander.extensionHasStubbableMembers(d)
            guard d.kind == .class || d.kind == .struct || d.kind == .actor || membersSayWhy || keptUnknown else { continue }
            let members = membersByAnnotation[ann.range] ?? []
            out.append((d, ann, members))
        }
        return out
    }

    /// Remote pieces (hooks of other files' extension members) that are missing, stale or orphaned: one
    /// finding per type and file, fixed by writing them as those files need them.
    static func remoteFindings(_ text: [UInt8], a: Analysis) -> [Finding] {
        guard !a.remoteIsFresh else { return [] }
        var findings: [Finding] = []
        let fixed = TextDiff.edits(from: text, to: a.render({ _, _, act in act }, keepUnowned: true, remote: true))
        let actual = a.remoteActual
        let owners = Set(actual.map { $0.insertion.owner ?? "" } + a.remoteExpected.map { $0.owner ?? "" }).sorted()
        for owner in owners {
            let has = actual.filter { $0.insertion.owner == owner }
            let want = a.remoteExpected.filter { $0.owner == owner }
            guard has.map(\.insertion) != want else { continue }
            // The type whose body holds (or should hold) them.
            let at = want.first?.sPos ?? has.first.map { a.stripped.originalOffset($0.current.lowerBound) } ?? 0
            let home = a.outline.allDeclarations.last { d in
                (d.kind == .class || d.kind == .actor || d.kind == .struct) && (d.body.map { $0.lowerBound < at && at < $0.upperBound } ?? false)
            }
            let range = home.map { a.nameRange($0) } ?? has.first.map { $0.current.isEmpty ? $0.current.lowerBound..<($0.current.lowerBound + 1) : $0.current } ?? 0..<1
            let name = home?.name ?? "?"
            let message: String
            if has.isEmpty { message = "Hooks of '\(name)' for its extension in '\(owner)' are not written yet" }
            else if want.isEmpty { message = "Hooks of '\(name)' for its extension in '\(owner)' are no longer used there" }
            else { message = "Hooks of '\(name)' for its extension in '\(owner)' are out of date" }
            findings.append(Finding(code: has.isEmpty ? "stubble.notExpanded" : "stubble.outOfDate", severity: .warning, message: message,
                                    range: range.isEmpty ? range.lowerBound..<(range.lowerBound + 1) : range,
                                    fixes: [RefreshStubs.remoteFix(owner: owner, edits: fixed)]))
        }
        return findings
    }

    /// Writes the remote pieces (hooks of other files' extension members) as the context says those files
    /// need them, and nothing else. Front ends run it on every file after a change to several files.
    public static func refreshRemote(_ text: [UInt8], context: FileStubContext) -> [TextEdit] {
        guard !context.isAlone else { return [] }
        let a = Analysis(text, context: context)
        // A struct whose body holds other files' hooks gets the box they live in (see `remoteBoxHomes`) with them,
        // and one whose body held them loses it with them when nothing of its own needs it.
        let held = a.outline.allDeclarations.filter { h in
            h.kind == .struct && h.body.map { body in a.remoteActual.contains { body.contains($0.insertion.sPos) } } ?? false
        }
        let structs = a.expander.remoteBoxHomes + held
        let boxes = Set(structs.map { ObjectIdentifier($0) })
        let boxesFresh = structs.allSatisfy { h in (a.target(for: h)?.insertions ?? []) == (a.actual[ObjectIdentifier(h)] ?? []) }
        guard !a.remoteIsFresh || !boxesFresh else { return [] }
        // A box that nothing expects any more is no declaration's piece (it sits after the struct's last member).
        let unneeded = held.filter { h in !(a.target(for: h)?.insertions.contains { $0.text.contains("final class _StubBox") } ?? false) }.compactMap(\.body)
        return TextDiff.edits(from: text, to: a.render({ d, exp, act in boxes.contains(ObjectIdentifier(d)) ? exp ?? [] : act }, keepUnowned: true, remote: true,
                                                        dropUnowned: { piece in piece.text.contains("final class _StubBox") && unneeded.contains { $0.contains(piece.sPos) } }))
    }

    /// Refreshes every stale stub, expands every annotation (attribute forms become comments) and
    /// drops generated code that no annotation asks for. What `stubble fix` and `source.fixAll` do.
    /// Also writes the type of an annotated member that needs one when a lone literal says it for certain
    /// (`// @StubbableProperty var count = 0` → `var count: Int = 0`; never a guessed type), and drops `import Stubble` once no
    /// attribute of the macro package is left in the file.
    public static func fixAll(_ text: [UInt8], context: FileStubContext = .alone) -> [TextEdit] {
        guard mayHaveStubs(text) || !context.remoteHooks.isEmpty else { return [] }
        let a = Analysis(text, context: context, sEdits: { a in
            var edits = attributeToComment(a, only: nil)
            // Only where the member's own annotation asks for it (the "requires an explicit type" error): a
            // member a type's annotation skips for want of a type stays as written, so `add` then `fix`
            // changes nothing and `remove` gives back the original bytes.
            for t in a.targets where t.direct {
                if let certain = t.skip?.fixes.first(where: \.isCertain) { edits += certain.edits }
            }
            return edits + stubbleImportRemoval(a, after: edits)
        })
        let new = a.render({ _, exp, _ in exp ?? [] }, keepUnowned: false, remote: true)
        // Members that are skipped keep nothing generated; non-targets lose orphaned code.
        return keepingParse(text, TextDiff.edits(from: text, to: new))
    }

    /// `edits`, unless they would break a file that parses: then none. The last line of defence for damaged
    /// generated code (markers edited by hand) that the analysis reads one way and its output another; a tool
    /// that rewrites the user's file must never turn code that parses into code that does not (the engine
    /// fuzzer's invariant, checked for every action on every mutated file).
    /// "Parses" means the user's own code does too (the file with its generated code stripped): when it does
    /// not, the error is the user's, and generated code that happens to mend it (an unclosed `(` in a body,
    /// say, paired differently once hooks wrap the body) must not keep the user from removing it again (found
    /// by fuzzing: add, then remove did not give the input back).
    static func keepingParse(_ text: [UInt8], _ edits: [TextEdit]) -> [TextEdit] {
        guard !edits.isEmpty else { return edits }
        return mayReplace(text, with: TextDiff.apply(edits, to: text)) ? edits : []
    }

    /// Whether `new` may replace `text` (`keepingParse`'s rule: unless it would break a file that parses).
    /// `textParses`: whether `text` parses, when the caller knows already (an analysis whose outline was
    /// parsed from `text` itself). Only whether there are errors is asked for (`parsesWithoutErrors`): no tree
    /// is kept, which for `add --all` on generated code, whose output is many times its input, was most of the
    /// peak.
    static func mayReplace(_ text: [UInt8], with new: [UInt8], textParses: Bool? = nil) -> Bool {
        guard textParses ?? parsesWithoutErrors(text) else { return true }
        if parsesWithoutErrors(new) { return true }
        let original = Markers.strip(text).original
        return original != text && !parsesWithoutErrors(original)
    }

    /// Whether `bytes` parse without an error (`SourceFile.errors(of:).isEmpty`). A large text, as `add --all`
    /// writes for generated code (25 MB for a 1 MB input), is parsed in pieces of about 512 kB on every core
    /// (`SourceFile.parsesWithoutErrors`: the same answer); a smaller one on this thread.
    static func parsesWithoutErrors(_ bytes: [UInt8], pieceSize: Int = 1 << 19) -> Bool {
        SourceFile.parsesWithoutErrors(bytes, pieces: bytes.count / pieceSize) { ranges, check in
            StubContext.concurrentMap(ranges, check)
        }
    }

    /// Makes the declaration at `offset` stubbable (a type: all its members): writes the annotation
    /// and the stubs. Empty when there is nothing to do there.
    public static func add(_ text: [UInt8], at offset: Int, options: StubOptions = StubOptions(), context: FileStubContext = .alone) -> [TextEdit] {
        let a0 = Analysis(text, context: context)
        guard let d = a0.declaration(atCurrent: offset, kinds: { d in
            [.class, .struct, .actor, .extension, .function, .variable].contains(d.kind)
        }) else { return [] }
        return keepingParse(text, addEdits(text, a0: a0, decl: d, options: options))
    }

    /// Why nothing can be made stubbable at `offset`, when the reason is worth telling (a protocol requirement:
    /// generate a mock for its protocol instead), or nil.
    public static func addRefusal(_ text: [UInt8], at offset: Int) -> String? {
        let a = Analysis(text)
        guard let d = a.declaration(atCurrent: offset), let p = d.parent, p.kind == .protocol, !d.kind.isType else {
            if let d = a.declaration(atCurrent: offset), d.kind == .protocol {
                return "'\(d.displayName)' is a protocol; generate a mock for it instead ('stubble mock')"
            }
            return nil
        }
        return "'\(d.displayName)' is a requirement of protocol '\(p.name)'; generate a mock for the protocol instead ('stubble mock')"
    }

    /// Makes every class, struct and actor stubbable (top level and nested).
    public static func addAll(_ text: [UInt8], options: StubOptions = StubOptions(), context: FileStubContext = .alone) -> [TextEdit] {
        let (new, textParses, _) = addAllUnchecked(text, options: options, context: context)
        let edits = TextDiff.edits(from: text, to: new)
        guard !edits.isEmpty else { return edits }
        return mayReplace(text, with: TextDiff.apply(edits, to: text), textParses: textParses) ? edits : []
    }

    /// The text `addAll`'s edits make of `text`, without computing them: the command line writes the text,
    /// and for generated code (an output many times its input) the line diff and applying it again cost as
    /// much as a fifth of the command. Equal to `TextDiff.apply(addAll(text), to: text)`: when the new text is
    /// not all UTF-8 (an edit's String would repair what it carries), it is made through the edits.
    public static func addAllText(_ text: [UInt8], options: StubOptions = StubOptions(), context: FileStubContext = .alone) -> [UInt8] {
        let (new, textParses, _) = addAllUnchecked(text, options: options, context: context)
        guard isValidUTF8(new) else { return TextDiff.apply(addAll(text, options: options, context: context), to: text) }
        if new == text { return text }
        return mayReplace(text, with: new, textParses: textParses) ? new : text
    }

    /// Whether `bytes` are well-formed UTF-8 (all ASCII is checked a word at a time, without a copy).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        let ascii = bytes.withUnsafeBytes { raw -> Bool in
            var i = 0
            let n = raw.count
            while i + 8 <= n {
                if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                i += 8
            }
            while i < n { if raw[i] & 0x80 != 0 { return false }; i += 1 }
            return true
        }
        return ascii || String(validating: bytes, as: UTF8.self) != nil
    }

    /// `addAll`'s new text before the parse check, and whether `text` parses when the analysis knows it (its
    /// outline was parsed from `text` itself: no generated code in it). The analyses are gone when it returns,
    /// so the check that follows does not run beside them (peak memory).
    /// `virtually`: annotate without writing the annotations into a text parsed again where that gives the same
    /// text (`Analysis.init(annotating:)`); false only to compare (`AddAllVirtualTests`).
    static func addAllUnchecked(_ text: [UInt8], options: StubOptions, context: FileStubContext, virtually: Bool = true) -> (new: [UInt8], textParses: Bool?, annotatedVirtually: Bool) {
        let a0 = Analysis(text, context: context)
        let textParses: Bool? = a0.outline.bytes == text ? a0.outline.file.errors.isEmpty : nil
        var starts: [Int] = []
        func visit(_ ds: [OutlineDecl], inAnnotated: Bool) {
            for d in ds where d.kind.isType {
                let annotated = a0.expander.annotation(of: d) != nil
                let eligible = [.class, .struct, .actor].contains(d.kind) || (d.kind == .extension && a0.expander.extendsStubbableType(d))
                if eligible && !annotated && !inAnnotated { starts.append(d.start) }
                visit(d.members, inAnnotated: false)
            }
        }
        visit(a0.outline.declarations, inAnnotated: false)
        // Annotated virtually: when the lines to write are of the plain form (a condition is text of the user's,
        // which the file's facts might read) and no annotation is to be rewritten as a comment.
        if virtually, options.condition == nil, attributeToComment(a0, only: nil).isEmpty {
            func annotatingVirtually(_ starts: [Int]) -> Analysis {
                Analysis(annotating: Analysis.VirtualAnnotations(base: a0, starts: Set(starts), options: options))
            }
            var a = annotatingVirtually(starts)
            let empty = Set(typesWithoutHooks(a).map { $0.0.start })
            if !empty.isEmpty {
                // (A copy: if the lines must be written after all, that way starts from every type again.)
                a = annotatingVirtually(starts.filter { !empty.contains($0) })
            }
            var pieces = a.pieces({ _, exp, act in exp ?? act }, keepUnowned: true)
            let lineStarts = Set(a.virtualLines.map(\.sPos))
            // A piece at a line's place went before or after the line in the annotated text: not known here.
            if !pieces.contains(where: { lineStarts.contains($0.sPos) }) {
                pieces += a.virtualLines
                return (Analysis.insert(pieces, into: a.stripped.original), textParses, true)
            }
        }
        func annotating(_ starts: [Int]) -> Analysis {
            let starts = Set(starts)
            return Analysis(text, context: context, sEdits: { a in
                var edits: [TextEdit] = []
                for d in a.outline.allDeclarations where starts.contains(d.start) && d.kind.isType {
                    if let e = annotationInsertion(a, d, options) { edits.append(e) }
                }
                return edits + attributeToComment(a, only: nil)
            }, base: a0)
        }
        var a = annotating(starts)
        // A type or extension where no member gets a hook is not annotated: the annotation would write
        // nothing and stand as a `stubble.noHooks` warning. (Its members' reasons are what `--hints` would say.)
        let empty = Set(typesWithoutHooks(a).map { $0.0.start })
        if !empty.isEmpty {
            starts.removeAll { empty.contains(a.shifted($0)) }
            a = annotating(starts)
        }
        return (a.render({ _, exp, act in exp ?? act }, keepUnowned: true), textParses, false)
    }

    /// Removes the stubs of the declaration at `offset` (a type: of all its members) and its annotation.
    public static func remove(_ text: [UInt8], at offset: Int, context: FileStubContext = .alone) -> [TextEdit] {
        keepingParse(text, remove(Analysis(text, context: context), at: offset))
    }

    static func remove(_ a0: Analysis, at offset: Int) -> [TextEdit] {
        guard let d = a0.declaration(atCurrent: offset, kinds: { d in
            [.class, .struct, .actor, .function, .variable, .enum, .protocol, .extension].contains(d.kind)
        }) else { return [] }
        // Prefer the annotated declaration: the member's own, or its type's.
        var target: OutlineDecl = d
        if a0.expander.annotation(of: d) == nil, let p = d.parent, a0.expander.annotation(of: p) != nil { target = p }
        // Delete the generated pieces of the declaration and everything in it, and its annotations.
        var ranges: [Range<Int>] = []
        func walk(_ x: OutlineDecl) {
            ranges += a0.actualRanges[ObjectIdentifier(x)] ?? []
            for e in annotationRemoval(a0, x) { ranges.append(a0.currentRangeOfOriginal(e.range)) }
            x.members.forEach(walk)
        }
        walk(target)
        // Generated lines inside it that no declaration owns (a block cut in two by a line whose marker was
        // edited): debris of its stubs, removed with them (found by fuzzing: the tail of a struct's box stayed).
        // Unless that unbalances brackets that were balanced (a piece may pair with a user's line).
        let debris = zip(a0.unowned, a0.unownedRanges).filter { target.start < $0.0.sPos && $0.0.sPos < target.end }.map(\.1)
        // Members of same-file extensions of a type keep their hooks in the type's body.
        if target.kind.isType {
            for x in a0.outline.allDeclarations where x.parent?.kind == .extension && a0.expander.home(of: x) === target {
                ranges += a0.actualRanges[ObjectIdentifier(x)] ?? []
            }
        }
        // The struct box goes when no stubbed member of the struct is left; so do the other pieces a home type
        // holds for its members (`_resetStaticStubs()`, a Codable type's keys), also for an extension's members.
        var inSubtree = Set<ObjectIdentifier>()
        func mark(_ x: OutlineDecl) { inSubtree.insert(ObjectIdentifier(x)); x.members.forEach(mark) }
        mark(target)
        let member = target.kind == .extension || !target.kind.isType
        if let h = a0.expander.home(of: target.kind == .extension ? OutlineDecl.probe(in: target) : target),
           h.kind == .struct || member && (h.kind == .class || h.kind == .actor), !inSubtree.contains(ObjectIdentifier(h)) {
            let others = a0.targets.contains { t in
                t.skip == nil && t.decl !== h && !inSubtree.contains(ObjectIdentifier(t.decl)) && a0.expander.home(of: t.decl) === h
            }
            if !others { ranges += a0.actualRanges[ObjectIdentifier(h)] ?? [] }
        }
        func deletions(_ ranges: [Range<Int>]) -> [TextEdit] {
            var edits: [TextEdit] = []
            for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !r.isEmpty {
                if let last = edits.last, r.lowerBound < last.range.upperBound { continue }
                edits.append(TextEdit(range: r, newText: ""))
            }
            return edits
        }
        if debris.isEmpty { return deletions(ranges) }
        let withDebris = deletions(ranges + debris)
        if Analysis.bracketsBalance(TextDiff.apply(withDebris, to: a0.current)) || !Analysis.bracketsBalance(a0.current) { return withDebris }
        return deletions(ranges)
    }

    /// What the file's stubbing amounts to: stubbable types, members whose stubs are written, and
    /// members left alone under a stubbable type, by reason (the codes of their hints).
    public static func inventory(_ text: [UInt8], context: FileStubContext = .alone) -> StubInventory {
        guard mayHaveStubs(text) || !context.remoteHooks.isEmpty else { return StubInventory() }
        let a = Analysis(text, context: context)
        var inv = StubInventory()
        for d in a.outline.allDeclarations where d.kind.isType && a.expander.annotation(of: d) != nil {
            if d.kind == .class || d.kind == .struct || d.kind == .actor { inv.types += 1 }
        }
        // Members only: a struct's stubs box and a Codable type's keys are targets of the type itself.
        for t in a.targets where t.skip == nil && !t.decl.kind.isType {
            let written = !(a.actual[ObjectIdentifier(t.decl)] ?? []).isEmpty
            if written { inv.stubbed += 1 } else { inv.notWritten += 1 }
        }
        // (A note on why a type's stubs have their shape, `stubble.moduleView`, is no skip.)
        for f in diagnose(text, context: context) where f.severity == .hint && f.code != "stubble.moduleView" {
            inv.skipped[f.code, default: 0] += 1
            inv.skippedByHint[StubInventory.hintShape(f.message), default: 0] += 1
        }
        return inv
    }

    /// The members of the classes, structs, actors and extensions of them that `add --all` leaves without an
    /// annotation because none of their members can get a hook: their reasons, as if each were annotated.
    /// Without them a skip rate would count only the types where something was stubbed.
    public static func unannotatedInventory(_ text: [UInt8], context: FileStubContext = .alone) -> StubInventory {
        let a0 = Analysis(text, context: context)
        var starts: [Int] = []
        func visit(_ ds: [OutlineDecl], inAnnotated: Bool) {
            for d in ds where d.kind.isType {
                let annotated = a0.expander.annotation(of: d) != nil
                // Extensions of the module's classes, structs and actors, also those whose members are all
                // refused (a struct or generic type declared in another file): their members count.
                let home = d.kind == .extension ? a0.expander.home(of: OutlineDecl.probe(in: d)) : nil
                let eligible = [.class, .struct, .actor].contains(d.kind) || home.map { [.class, .struct, .actor].contains($0.kind) } ?? false
                if eligible && !annotated && !inAnnotated { starts.append(d.start) }
                visit(d.members, inAnnotated: false)
            }
        }
        visit(a0.outline.declarations, inAnnotated: false)
        var inv = StubInventory()
        guard !starts.isEmpty else { return inv }
        let a = Analysis(text, context: context, sEdits: { a in
            a.outline.allDeclarations.filter { starts.contains($0.start) && $0.kind.isType }.compactMap { annotationInsertion(a, $0, StubOptions()) }
        })
        for (_, _, members) in typesWithoutHooks(a) {
            for t in members {
                guard let skip = t.skip, !skip.unknownHome else { continue }
                inv.unannotatedSkipped[skip.code, default: 0] += 1
                inv.skippedByHint[StubInventory.hintShape(skip.message), default: 0] += 1
            }
        }
        return inv
    }

    /// Removes every stub and every annotation in the file: gives back the text before `add --all`.
    /// Remote pieces (another file's hooks) stay: that file still calls them.
    public static func removeAll(_ text: [UInt8]) -> [TextEdit] {
        let a = Analysis(text, sEdits: { a in
            a.outline.allDeclarations.flatMap { annotationRemoval(a, $0) }
        })
        return TextDiff.edits(from: text, to: Analysis.insert(a.remoteActual.map(\.insertion), into: a.stripped.original))
    }

    /// Refreshes the stubs of the declaration at `offset` (a type: all its members).
    public static func refresh(_ text: [UInt8], at offset: Int, context: FileStubContext = .alone) -> [TextEdit] {
        let a = Analysis(text, context: context)
        guard let d = a.declaration(atCurrent: offset) else { return [] }
        return keepingParse(text, refresh(text, a: a, decl: d))
    }

    /// Whether `diagnose` can find anything (else it is skipped, without an analysis).
    static func mayDiagnose(_ text: [UInt8], context: FileStubContext) -> Bool {
        mayHaveStubs(text) || !context.remoteHooks.isEmpty
    }

    /// Hover text for a generated hook (`_fetchStudents`, `_getIsEnabled`) at `offset`, or nil.
    public static func hover(_ text: [UInt8], at offset: Int) -> String? {
        guard offset >= 0, offset < text.count else { return nil }
        var s = offset, e = offset
        func isIdent(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }
        while s > 0, isIdent(text[s - 1]) { s -= 1 }
        while e < text.count, isIdent(text[e]) { e += 1 }
        guard s < e else { return nil }
        let word = String(decoding: text[s..<e], as: UTF8.self)
        guard word.hasPrefix("_") else { return nil }
        let a = Analysis(text)
        for t in a.targets where t.skip == nil {
            let d = t.decl
            let joined = t.insertions.map(\.text).joined()
            guard joined.contains("var \(word):") else { continue }
            if d.kind == .variable {
                let isGet = word.hasPrefix("_get")
                return """
                Hook of `\(d.name)`'s \(isGet ? "getter" : "setter"), written by Stubble.
                When set, \(isGet ? "reading" : "assigning") `\(d.name)` calls it instead of the stored value; `nil` restores the original.

                ```swift
                subject.\(word) = \(isGet ? "{ <#value#> }" : "{ newValue in <#...#> }")
                ```
                """
            }
            return """
            Hook of `\(d.displayName)`, written by Stubble.
            When set, calling `\(d.displayName)` runs it instead of the original body; `nil` restores the original.

            ```swift
            subject.\(word) = { <#arguments#> in <#result#> }
            ```
            """
        }
        return nil
    }

    /// Applies edits to a text (helper for front ends and tests).
    public static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        TextDiff.apply(edits, to: text)
    }

    // MARK: helpers

    /// Fast path: a file with neither an annotation nor a marker has nothing to report or fix.
    static func mayHaveStubs(_ text: [UInt8]) -> Bool {
        contains(text, Array("Stubbable".utf8)) || contains(text, Array("stubble".utf8))
    }

    /// Whether `needle` occurs in `haystack`, with the C library's `memchr` and `memcmp` (these searches run over the whole text of
    /// every version; a byte loop took a tenth of a keystroke's diagnostics on a 10k-line file).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        firstOccurrence(of: needle, in: haystack, where: { _ in true }) != nil
    }

    /// Whether `word` occurs in `text` on a line of the user's: not on a generated line (one that ends with
    /// the line marker). A stubbed struct's mirror conformance is a generated `extension …: CustomReflectable
    /// {} // stubble` line; read as an extension of the user's, every stubbed file looked as if it could ask
    /// for hooks across files, and `add --all` indexed and refreshed its whole output again (a third of the
    /// command on generated code).
    static func containsOutsideGeneratedLines(_ text: [UInt8], _ word: [UInt8]) -> Bool {
        let marker = Array(Markers.line.utf8)
        return text.withUnsafeBytes { h in word.withUnsafeBytes { w in
            firstOccurrence(of: w, in: h, where: { i in
                guard let base = h.baseAddress else { return true }
                var end = h.count
                if let nl = memchr(base + i, 0x0A, h.count - i) { end = base.distance(to: UnsafeRawPointer(nl)) }
                if end > 0, h[end - 1] == 0x0D { end -= 1 }
                guard end - i >= word.count + marker.count else { return true }
                let generated = marker.withUnsafeBytes { m in memcmp(base + end - marker.count, m.baseAddress!, marker.count) == 0 }
                return !generated
            }) != nil
        } }
    }

    /// The first offset where `needle` occurs in `haystack` and `accept` takes it.
    static func firstOccurrence(of needle: [UInt8], in haystack: [UInt8], where accept: (Int) -> Bool) -> Int? {
        haystack.withUnsafeBytes { h in needle.withUnsafeBytes { n in firstOccurrence(of: n, in: h, where: accept) } }
    }

    /// The first offset at or after `from` where `n` occurs in `h` and `accept` takes it (candidates are offered
    /// in order). `memchr` (vectorized) finds each place of the needle's byte at `anchor`, by default its byte
    /// rarest in Swift source (`rarestByte`: the `x` of `extension`, not its `e`, which stopped the search every
    /// few bytes of a 25 MB output); `memcmp` compares the whole needle there.
    static func firstOccurrence(of n: UnsafeRawBufferPointer, in h: UnsafeRawBufferPointer, from: Int = 0, anchor: Int? = nil,
                                where accept: (Int) -> Bool) -> Int? {
        guard !n.isEmpty, from >= 0, n.count <= h.count - from, let base = h.baseAddress, let nb = n.baseAddress else { return nil }
        let anchor = anchor ?? rarestByte(n)
        precondition(anchor >= 0 && anchor < n.count)
        let key = Int32(n[anchor])
        // Candidate starts run from `from` to `last`; their anchor bytes from `from + anchor` to `last + anchor`.
        let last = h.count - n.count
        var at = from + anchor
        while at <= last + anchor, let hit = memchr(base + at, key, last + anchor - at + 1) {
            let i = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + i, nb, n.count) == 0, accept(i) { return i }
            at = i + anchor + 1
        }
        return nil
    }

    /// Bytes of Swift source from the most to the least frequent, roughly (an estimate, not a count: only which
    /// byte a search anchors on depends on it, never what it finds); a byte not listed is rarer than all of these.
    private static let commonBytes = Array(" e\ntnrsaoilcdu.(_)pm:fhgv,=yb{}SIT\"/".utf8)

    /// Each byte's place in `commonBytes` (`commonBytes.count` for a byte not listed), by byte: one load per byte
    /// of a needle (a search of the list for each byte, on every `mentions` of every piece, was 7% of a keystroke).
    private static let commonRank: [UInt8] = {
        var rank = [UInt8](repeating: UInt8(commonBytes.count), count: 256)
        for (k, b) in commonBytes.enumerated() where Int(rank[Int(b)]) == commonBytes.count { rank[Int(b)] = UInt8(k) }
        return rank
    }()

    /// The index of `n`'s byte rarest in Swift source (the first of equals), where a search anchors.
    static func rarestByte(_ n: UnsafeRawBufferPointer) -> Int {
        commonRank.withUnsafeBufferPointer { rank in
            var best = 0, bestRank = -1
            for k in 0..<n.count {
                let r = Int(rank[Int(n[k])])
                if r > bestRank { best = k; bestRank = r }
            }
            return best
        }
    }

    static func refresh(_ text: [UInt8], a: Analysis, decl: OutlineDecl) -> [TextEdit] {
        TextDiff.edits(from: text, to: a.render(roots: [decl]) { exp, _ in exp ?? [] })
    }

    static func expandInPlace(_ text: [UInt8], a: Analysis, decl: OutlineDecl) -> [TextEdit] {
        let start = decl.start, kw = decl.keywordRange.lowerBound
        let b = Analysis(text, context: a.expander.context, sEdits: { a in attributeToComment(a, only: start) })
        guard let root = b.decl(keywordAt: kw) else { return [] }
        return TextDiff.edits(from: text, to: b.render(roots: [root]) { exp, _ in exp ?? [] })
    }

    /// Original-text edits turning Stubble's attributes into the comment form, on their own line.
    /// The line `import Stubble` (and a blank line after it when it starts the file or follows one), once
    /// `edits` leave the file with Stubble's annotations only in the comment form: the macro package is not
    /// needed any more. Conservative: a plain top-level `import Stubble` on a line of its own, outside `#if`;
    /// any other mention of `@Stubbable…` left in the file (an attribute `fix` does not convert, a comment
    /// that names one) keeps it.
    static func stubbleImportRemoval(_ a: Analysis, after edits: [TextEdit]) -> [TextEdit] {
        let bytes = a.outline.bytes
        guard contains(bytes, Array("Stubble".utf8)) else { return [] }
        let result = [UInt8](TextDiff.apply(edits.sorted { $0.range.lowerBound < $1.range.lowerBound }, to: bytes))
        // Every "@Stubbable" left must be a comment-form annotation: `//`, spaces, then the name at a line's start.
        let needle = Array("@Stubbable".utf8)
        var annotations = 0
        var i = 0
        while i + needle.count <= result.count {
            guard result[i] == needle[0], result[i..<(i + needle.count)].elementsEqual(needle) else { i += 1; continue }
            var ls = i
            while ls > 0, result[ls - 1] != 0x0A { ls -= 1 }
            let before = String(decoding: result[ls..<i], as: UTF8.self).trimmingSpaces
            guard before == "//" else { return [] }
            annotations += 1
            i += needle.count
        }
        guard annotations > 0 else { return [] }
        var out: [TextEdit] = []
        for d in a.outline.declarations where d.kind == .other && d.ifConfigDepth == 0 {
            let lo = d.start, hi = min(d.end, bytes.count)
            guard String(decoding: bytes[lo..<hi], as: UTF8.self).trimmingSpaces == "import Stubble",
                  d.attributes.isEmpty, d.modifiers.isEmpty else { continue }
            var ls = lo
            while ls > 0, bytes[ls - 1] == 0x20 || bytes[ls - 1] == 0x09 { ls -= 1 }
            guard ls == 0 || bytes[ls - 1] == 0x0A else { continue }
            var le = hi
            while le < bytes.count, bytes[le] == 0x20 || bytes[le] == 0x09 { le += 1 }
            guard le == bytes.count || bytes[le] == 0x0A else { continue }
            if le < bytes.count { le += 1 }
            // The blank line that set the import off goes with it when nothing is left above.
            let blankAbove = ls == 0 || (ls >= 2 && bytes[ls - 2] == 0x0A)
            if blankAbove, le < bytes.count, bytes[le] == 0x0A { le += 1 }
            out.append(TextEdit(range: ls..<le, newText: ""))
        }
        return out
    }

    static func attributeToComment(_ a: Analysis, only: Int?) -> [TextEdit] {
        var edits: [TextEdit] = []
        for d in a.outline.allDeclarations {
            if let only, d.start != only { continue }
            guard let ann = a.expander.annotation(of: d), ann.form == .attribute else { continue }
            // A misplaced attribute stays as written: its error says what to do.
            if !d.kind.isType, a.expander.misplacement(ann, d) != nil { continue }
            let indent = a.expander.indentation(d.start)
            let bytes = a.outline.bytes
            func spacesEnd(after o: Int) -> Int {
                var end = o
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                return end
            }
            // The same attribute written again (`@StubbableProperty` twice) is the same annotation: it goes with the
            // first, or the next pass would find it and convert it then (found by fuzzing: refresh after refresh
            // was not a no-op). Each goes with the spaces after it, and its line when it is alone there.
            for again in d.attributes where again.range.lowerBound > ann.range.lowerBound
                && Expander.annotationNames.contains(again.name) {
                let end = spacesEnd(after: again.range.upperBound)
                if end < bytes.count, bytes[end] == 0x0A, a.expander.startsLine(again.range.lowerBound) {
                    edits.append(TextEdit(range: a.expander.lineStart(again.range.lowerBound)..<(end + 1), newText: ""))
                } else {
                    edits.append(TextEdit(range: again.range.lowerBound..<end, newText: ""))
                }
            }
            // Remove the attribute (and the spaces or line break after it), put the comment above.
            let end = spacesEnd(after: ann.range.upperBound)
            var removeEnd = end
            if end < bytes.count, bytes[end] == 0x0A, a.expander.startsLine(ann.range.lowerBound) {
                removeEnd = end + 1
                let ls = a.expander.lineStart(ann.range.lowerBound)
                edits.append(TextEdit(range: ls..<removeEnd, newText: indent + "// @\(ann.name)" + ann.options.annotationSuffix + "\n"))
                continue
            }
            let ls = a.expander.lineStart(d.start)
            if a.expander.startsLine(ann.range.lowerBound) {
                edits.append(TextEdit(range: ls..<removeEnd, newText: indent + "// @\(ann.name)" + ann.options.annotationSuffix + "\n" + indent))
            } else {
                edits.append(TextEdit(range: ls..<ls, newText: indent + "// @\(ann.name)" + ann.options.annotationSuffix + "\n"))
                edits.append(TextEdit(range: ann.range.lowerBound..<removeEnd, newText: ""))
            }
        }
        return edits
    }

    static func annotationInsertion(_ a: Analysis, _ d: OutlineDecl, _ options: StubOptions) -> TextEdit? {
        guard a.expander.startsLine(d.start) else { return nil }
        let ls = a.expander.lineStart(d.start)
        return TextEdit(range: ls..<ls, newText: a.expander.indentation(d.start) + annotationComment(options) + "\n")
    }

    /// The comment `annotationInsertion` writes on its own line (after the declaration's indentation).
    static func annotationComment(_ options: StubOptions) -> String { "// @Stubbable" + options.annotationSuffix }

    /// Removes a comment annotation that sits alone on its line (the form we write).
    static func annotationRemoval(_ a: Analysis, _ d: OutlineDecl) -> [TextEdit] {
        guard let ann = a.expander.annotation(of: d), ann.form == .comment else { return [] }
        guard a.expander.startsLine(ann.range.lowerBound) else { return [] }
        let ls = a.expander.lineStart(ann.range.lowerBound)
        let le = a.expander.lineEnd(ann.range.upperBound)
        let bytes = a.outline.bytes
        let rest = bytes[ann.range.upperBound..<le]
        guard rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return [] }
        return [TextEdit(range: ls..<min(le + 1, bytes.count), newText: "")]
    }

    static func addEdits(_ text: [UInt8], a0: Analysis, decl d: OutlineDecl, options: StubOptions) -> [TextEdit] {
        // A protocol requirement has no body to stub: the annotation would only be an error. Its protocol
        // gets a mock instead (`addRefusal` says so; the engine offers "Generate mock" there).
        if d.parent?.kind == .protocol { return [] }
        if a0.expander.annotation(of: d) != nil { return refresh(text, a: a0, decl: d) }
        if let p = d.parent, a0.expander.annotation(of: p) != nil { return [] }
        assert(text == a0.current, "addEdits: a0 is the analysis of the text")
        let kw = d.keywordRange.lowerBound
        // (`a0` is the analysis of `text` in that context: the annotating analysis starts from it, not from a
        // second one made from scratch.)
        let a = Analysis(text, context: a0.expander.context, sEdits: { a in
            guard let t = a.decl(keywordAt: kw) else { return [] }
            return annotationInsertion(a, t, options).map { [$0] } ?? []
        }, base: a0)
        guard let root = a.decl(keywordAt: kw), a.expander.annotation(of: root) != nil else { return [] }
        return TextDiff.edits(from: text, to: a.render(roots: [root]) { exp, _ in exp ?? [] })
    }

    static func mapOriginalEdits(_ edits: [TextEdit], a: Analysis) -> [TextEdit] {
        edits.map { e in
            let r = a.currentRange(e.range)
            return TextEdit(range: e.range.isEmpty ? r.lowerBound..<r.lowerBound : r.lowerBound..<(r.lowerBound + e.range.count), newText: e.newText)
        }
    }
}
