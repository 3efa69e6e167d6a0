// Reusing the version before: a keystroke changes one top-level declaration, so the analysis of the next
// version takes the expansions and the refresh edits of every other top-level declaration from the analysis of
// the version before, shifted, when nothing they depend on changed.
//
// The invariant (ARCHITECTURE.md, "Reusing the version before"): an analysis made with a previous one gives the
// same findings, ranges and edits, byte for byte, as one made from scratch. What a declaration's expansion
// reads is its own top-level declaration (its "unit": from the line after the previous top-level declaration to
// the line after its own end), the file's stub context, and what the file says as a whole (types and their
// headers, initializers' bodies, annotations, what memory code reinterprets, calls that keep two properties
// of a struct stored, places that consume a property on its own: `Reuse.digest`). So:
// - reuse only when both versions are analysed alone (no module, no other files' hooks, no extension of a
//   type of this file, no piece that belongs to no declaration), with the same digest;
// - reuse a unit only when it lies wholly in the text the two versions share at their start, or wholly in
//   the text they share at their end (then shifted by the difference of their lengths), in the current text
//   and in the original alike, and parses to the same declarations;
// - reuse a declaration's expansion only when its pieces lie inside its unit, and a refresh fix only when its
//   edits do (a line diff of a change inside the unit does not depend on the text around it).
// `IncrementalTests` applies random edit sequences to every fixture and compares both analyses' findings.

import StubbleSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an analysis records for the next version: each declaration's expansion, and the edits of each
/// refresh fix its findings computed. Written while the analysis is made and while its findings are.
final class AnalysisLog: @unchecked Sendable {
    private let lock = NSLockLike()
    private var expansions: [ObjectIdentifier: Result<[Insertion], Skip>] = [:]
    private var refreshes: [ObjectIdentifier: [TextEdit]] = [:]
    private var mirrors: [ObjectIdentifier: [Insertion]?] = [:]

    func record(_ d: OutlineDecl, _ result: Result<[Insertion], Skip>) {
        lock.withLock { expansions[ObjectIdentifier(d)] = result }
    }
    func recordRefresh(_ d: OutlineDecl, _ edits: [TextEdit]) {
        lock.withLock { refreshes[ObjectIdentifier(d)] = edits }
    }
    /// A type's mirror (`Expander.mirror(of:)`: nil where none can be written).
    func recordMirror(_ h: OutlineDecl, _ pieces: [Insertion]?) {
        lock.withLock { mirrors[ObjectIdentifier(h)] = .some(pieces) }
    }
    func expansion(of d: OutlineDecl) -> Result<[Insertion], Skip>? { lock.withLock { expansions[ObjectIdentifier(d)] } }
    func mirror(of h: OutlineDecl) -> [Insertion]?? { lock.withLock { mirrors[ObjectIdentifier(h)] } }
    func refresh(of d: OutlineDecl) -> [TextEdit]? { lock.withLock { refreshes[ObjectIdentifier(d)] } }
}

extension Stubbing {
    /// What the next version's analysis reads of this one, and nothing else: a front end keeps it in place of
    /// the whole analysis (whose tree, tables and targets are then freed before the next one is made: on a
    /// 10k-line file, about half of a version's memory).
    struct Reusable: Sendable {
        let current: [UInt8]
        let original: [UInt8]
        let pieces: [(current: Range<Int>, insertion: Insertion)]
        /// What the next marker scan reads of this one's (`Markers.strip(_:after:_:common:)`).
        let stripMemo: Markers.Memo
        let pieceLengthPrefix: [Int]
        /// The original's top-level units (`Reuse.units`).
        let units: [(range: Range<Int>, decls: [OutlineDecl])]
        /// The facts of each of `units` (`ModuleFacts(fileName:outline:unit:)`), same order.
        let unitFacts: [ModuleFacts]
        let log: AnalysisLog
        let digest: [UInt8]
        let fileName: String
    }

    /// What a new analysis takes from the one before (see the top of this file).
    struct Reuse {
        /// Declarations of the new outline and their counterpart in the old one, with the shift of their
        /// original and current offsets.
        var pairs: [ObjectIdentifier: (old: OutlineDecl, original: Int, current: Int, unit: Range<Int>, currentUnit: Range<Int>)] = [:]

        /// Whether an analysis with this context can reuse or be reused: the file alone.
        static func eligible(_ context: FileStubContext) -> Bool {
            context.isAlone && context.module == nil && context.remoteHooks.isEmpty
        }

        /// Everything of the file a declaration's expansion may read outside its own top-level declaration:
        /// every declaration's kind, nesting and header (its text up to its body; an initializer's body too),
        /// its annotation, and the types memory code reinterprets. Function and accessor bodies, comments
        /// that are not annotations, and the trivia between declarations are left out.
        static func digest(_ outline: SourceOutline, _ expander: Expander) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(outline.bytes.count / 2)
            let bytes = outline.bytes
            func number(_ n: Int) {
                var n = n
                repeat { out.append(UInt8(n & 0x7F) | (n > 0x7F ? 0x80 : 0)); n >>= 7 } while n > 0
            }
            func visit(_ d: OutlineDecl) {
                out.append(0x01)
                out.append(Self.code(d.kind))
                number(d.members.count)
                let lo = max(0, min(d.start, bytes.count))
                let hi = d.kind == .initializer ? d.end : (d.body?.lowerBound ?? d.end)
                let end = max(lo, min(hi, bytes.count))
                number(end - lo)
                out.append(contentsOf: bytes[lo..<end])
                if let a = expander.annotation(of: d) {
                    out.append(a.form == .comment ? 0x02 : 0x03)
                    out.append(contentsOf: a.name.utf8)
                    out.append(0x00)
                    out.append(contentsOf: (a.options.condition ?? "").utf8)
                    out.append(a.options.condition == nil ? 0x00 : 0x01)
                    out.append(a.options.spy ? 0x01 : 0x00)
                }
                if expander.keptOutsideValue.contains(ObjectIdentifier(d)) { out.append(0x05) }
                for m in d.members { visit(m) }
            }
            for d in outline.declarations { visit(d) }
            // Calls in bodies that keep two properties of a struct stored (`OverlapFact`): a body's change there
            // decides what a property declared in another unit is.
            for (name, facts) in expander.fileView.overlaps.sorted(by: { $0.key < $1.key }) {
                out.append(0x06)
                out.append(contentsOf: name.utf8)
                for f in facts {
                    for part in [f.changed, f.call, f.member] + f.others + [""] + f.inoutOthers { out.append(0x00); out.append(contentsOf: part.utf8) }
                    out.append(f.isInout ? 0x01 : 0x02)
                }
            }
            // Places in bodies that consume a property on its own (`PartialConsumption`): they decide whether a
            // noncopyable struct declared in another unit keeps its stored properties stored.
            for (name, sites) in expander.fileView.partialConsumptions.sorted(by: { $0.key < $1.key }) {
                out.append(0x07)
                out.append(contentsOf: name.utf8)
                for p in sites {
                    for part in [p.property, p.call, p.argumentOf, p.baseType, p.excerpt, p.member] + p.through { out.append(0x00); out.append(contentsOf: part.utf8) }
                    out.append(0x01)
                }
            }
            for (name, files) in expander.fileView.reinterpreted.sorted(by: { $0.key < $1.key }) {
                out.append(0x04)
                out.append(contentsOf: name.utf8)
                for f in files { out.append(0x00); out.append(contentsOf: f.utf8) }
            }
            for (name, files) in expander.fileView.offsetsRead.sorted(by: { $0.key < $1.key }) {
                out.append(0x08)
                out.append(contentsOf: name.utf8)
                for f in files { out.append(0x00); out.append(contentsOf: f.utf8) }
            }
            return out
        }

        static func code(_ kind: DeclKind) -> UInt8 {
            switch kind {
            case .function: 1
            case .initializer: 2
            case .deinitializer: 3
            case .subscript: 4
            case .variable: 5
            case .class: 6
            case .struct: 7
            case .enum: 8
            case .actor: 9
            case .protocol: 10
            case .extension: 11
            case .enumCase: 12
            case .other: 13
            }
        }

        /// Top-level units of an outline: ranges of the original text, each starting at a line start, covering
        /// the text without gaps (declarations that share a line are one unit), with the declarations of each.
        static func units(_ outline: SourceOutline) -> [(range: Range<Int>, decls: [OutlineDecl])] {
            // (The declarations are classes shared with the outline: the units keep them alive on their own.)
            let bytes = outline.bytes
            var out: [(range: Range<Int>, decls: [OutlineDecl])] = []
            var start = 0
            var decls: [OutlineDecl] = []
            for d in outline.declarations {
                let first = min(d.leadingComments.first?.start ?? d.start, d.start)
                if !decls.isEmpty, start <= first {
                    // The previous unit ends where this one's first line starts.
                    var cut = first
                    while cut > start, bytes[cut - 1] != 0x0A { cut -= 1 }
                    if cut > start, cut >= (decls.last!.end) {
                        out.append((start..<cut, decls))
                        start = cut
                        decls = []
                    }
                }
                decls.append(d)
            }
            out.append((start..<bytes.count, decls))
            return out
        }

        /// The facts of each of `units` of `outline` (the new version's): those of the version before for a unit
        /// that lies wholly in the original text both versions share at their start, or wholly in the text they
        /// share at their end (with the same declarations, as `init(old:…)` pairs them), read afresh for the
        /// others. A unit's facts are read from its declarations' text alone (`ModuleFacts`), and hold no offset.
        /// Unlike an expansion's, they do not depend on the rest of the file: the digest need not match.
        /// `common`: `common(old.original, outline.bytes)`.
        static func unitFacts(old: Reusable?, common: (prefix: Int, suffix: Int)?, outline: SourceOutline,
                              units: [(range: Range<Int>, decls: [OutlineDecl])], fileName: String) -> [ModuleFacts] {
            var out: [ModuleFacts?] = Array(repeating: nil, count: units.count)
            if let old, let common, old.fileName == fileName {
                let shift = outline.bytes.count - old.original.count
                let paired = Self.pairedUnits(old: old.units, new: units, oldCount: old.original.count, common: common, shift: shift)
                for i in paired.start where Self.sameDeclarations(old.units[i].decls, units[i].decls, 0) { out[i] = old.unitFacts[i] }
                for (o, n) in paired.end where Self.sameDeclarations(old.units[o].decls, units[n].decls, shift) { out[n] = old.unitFacts[o] }
            }
            return units.indices.map { k in out[k] ?? ModuleFacts(fileName: fileName, outline: outline, unit: units[k].decls) }
        }

        /// Whether declarations of the version before are, moved by `shift`, those of this one: same kinds, places,
        /// bodies and members.
        static func sameDeclarations(_ old: [OutlineDecl], _ new: [OutlineDecl], _ shift: Int) -> Bool {
            func same(_ o: OutlineDecl, _ n: OutlineDecl) -> Bool {
                guard o.kind == n.kind, o.start + shift == n.start, o.end + shift == n.end, o.members.count == n.members.count,
                      o.body.map({ ($0.lowerBound + shift)..<($0.upperBound + shift) }) == n.body else { return false }
                return zip(o.members, n.members).allSatisfy { same($0, $1) }
            }
            return old.count == new.count && zip(old, new).allSatisfy { same($0, $1) }
        }

        /// The top-level units of the original text the edit left alone, as ranges: the units at the start of both
        /// versions with the same range, wholly in the text they share at their start (indices, in order); and
        /// those at their end whose ranges differ by `shift` (the difference of the texts' lengths), wholly in the
        /// text they share at their end (pairs of indices, old and new, from the last units back). Each run stops
        /// at the first unit that does not fit. `common`: `common(old original, new original)`.
        static func pairedUnits(old: [(range: Range<Int>, decls: [OutlineDecl])], new: [(range: Range<Int>, decls: [OutlineDecl])],
                                oldCount: Int, common: (prefix: Int, suffix: Int), shift: Int) -> (start: [Int], end: [(old: Int, new: Int)]) {
            var start: [Int] = []
            var i = 0
            while i < old.count, i < new.count, old[i].range == new[i].range, old[i].range.upperBound <= common.prefix {
                start.append(i)
                i += 1
            }
            var end: [(old: Int, new: Int)] = []
            var j = 1
            while j <= old.count - i, j <= new.count - i {
                let ou = old[old.count - j].range, nu = new[new.count - j].range
                guard ou.lowerBound + shift == nu.lowerBound, ou.upperBound + shift == nu.upperBound, ou.lowerBound >= oldCount - common.suffix else { break }
                end.append((old.count - j, new.count - j))
                j += 1
            }
            return (start, end)
        }

        /// Where the texts differ: the length of their common start, and of their common end (not overlapping it).
        /// (Eight bytes at a time: a keystroke compares both texts of a file of hundreds of kilobytes.)
        static func common(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
            let shorter = min(a.count, b.count)
            return a.withUnsafeBytes { x in
                b.withUnsafeBytes { y in
                    var p = 0
                    // Whole blocks first (`memcmp`), then eight bytes, then one.
                    while p + 4096 <= shorter, memcmp(x.baseAddress! + p, y.baseAddress! + p, 4096) == 0 { p += 4096 }
                    while p + 8 <= shorter, x.loadUnaligned(fromByteOffset: p, as: UInt64.self) == y.loadUnaligned(fromByteOffset: p, as: UInt64.self) { p += 8 }
                    while p < shorter, x[p] == y[p] { p += 1 }
                    var s = 0
                    while s + 4096 <= shorter - p, memcmp(x.baseAddress! + x.count - s - 4096, y.baseAddress! + y.count - s - 4096, 4096) == 0 { s += 4096 }
                    while s + 8 <= shorter - p,
                          x.loadUnaligned(fromByteOffset: x.count - s - 8, as: UInt64.self) == y.loadUnaligned(fromByteOffset: y.count - s - 8, as: UInt64.self) { s += 8 }
                    while s < shorter - p, x[x.count - 1 - s] == y[y.count - 1 - s] { s += 1 }
                    return (p, s)
                }
            }
        }

        /// The current-text span of a unit: with the pieces at its start and at its end (a piece at a unit's
        /// end may belong to either side: both count). `lengths`: running total of the pieces' current lengths.
        static func currentSpan(_ r: Range<Int>, _ pieces: [(current: Range<Int>, insertion: Insertion)], _ lengths: [Int]) -> Range<Int> {
            // The number of pieces before `x` (at `x` too when `inclusive`): pieces are sorted by position.
            func count(_ x: Int, inclusive: Bool) -> Int {
                var lo = 0, hi = pieces.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    let p = pieces[mid].insertion.sPos
                    if p < x || (inclusive && p == x) { lo = mid + 1 } else { hi = mid }
                }
                return lo
            }
            let before = count(r.lowerBound, inclusive: false), through = count(r.upperBound, inclusive: true)
            return (r.lowerBound + (before == 0 ? 0 : lengths[before - 1]))..<(r.upperBound + (through == 0 ? 0 : lengths[through - 1]))
        }

        /// The pairs of declarations the new analysis (not yet expanded) may take from `old`, or nil.
        /// `common`: `common(old.original, stripped.original)`.
        init?(old: Reusable, common: (prefix: Int, suffix: Int), current: [UInt8], stripped: StrippedFile, outline: SourceOutline,
              units newUnits: [(range: Range<Int>, decls: [OutlineDecl])], expander: Expander, digest: [UInt8]) {
            guard old.digest == digest, old.fileName == expander.context.fileName, Self.eligible(expander.context),
                  expander.extensionsByHome.isEmpty, expander.remoteBoxHomes.isEmpty,
                  !stripped.pieces.contains(where: { $0.insertion.owner != nil }) else { return nil }
            let (pc, sc) = Self.common(old.current, current)
            let oldCount = old.original.count, newCount = stripped.original.count
            let dOriginal = newCount - oldCount, dCurrent = current.count - old.current.count
            let oldUnits = old.units
            let oldPieces = old.pieces, newPieces = stripped.pieces
            var total = 0
            let newLengths = newPieces.map { total += $0.current.count; return total }
            let oldLengths = old.pieceLengthPrefix
            // The pairs found, in order (a unit's are dropped again when one of its declarations does not pair);
            // made into the table once at the end (a table per unit merged into the whole was 2% of a keystroke).
            var found: [(id: ObjectIdentifier, pair: (old: OutlineDecl, original: Int, current: Int, unit: Range<Int>, currentUnit: Range<Int>))] = []
            func pair(_ o: OutlineDecl, _ n: OutlineDecl, _ shift: Int, _ shiftCurrent: Int, _ unit: Range<Int>, _ cunit: Range<Int>) -> Bool {
                guard o.kind == n.kind, o.start + shift == n.start, o.end + shift == n.end, o.members.count == n.members.count,
                      o.body.map({ ($0.lowerBound + shift)..<($0.upperBound + shift) }) == n.body else { return false }
                found.append((ObjectIdentifier(n), (o, shift, shiftCurrent, unit, cunit)))
                for (om, nm) in zip(o.members, n.members) where !pair(om, nm, shift, shiftCurrent, unit, cunit) { return false }
                return true
            }
            func take(_ ou: (range: Range<Int>, decls: [OutlineDecl]), _ nu: (range: Range<Int>, decls: [OutlineDecl]), _ shift: Int, _ shiftCurrent: Int) {
                guard ou.decls.count == nu.decls.count else { return }
                let cunit = Self.currentSpan(ou.range, oldPieces, oldLengths)
                let mark = found.count
                for (o, n) in zip(ou.decls, nu.decls) where !pair(o, n, shift, shiftCurrent, ou.range, cunit) {
                    found.removeSubrange(mark...)
                    return
                }
            }
            let paired = Self.pairedUnits(old: oldUnits, new: newUnits, oldCount: oldCount, common: common, shift: dOriginal)
            // Units in the common start: same offsets.
            for i in paired.start {
                let oc = Self.currentSpan(oldUnits[i].range, oldPieces, oldLengths), nc = Self.currentSpan(newUnits[i].range, newPieces, newLengths)
                guard oc == nc, oc.upperBound <= pc else { break }
                take(oldUnits[i], newUnits[i], 0, 0)
            }
            // Units in the common end: shifted.
            for (o, n) in paired.end {
                let oc = Self.currentSpan(oldUnits[o].range, oldPieces, oldLengths), nc = Self.currentSpan(newUnits[n].range, newPieces, newLengths)
                guard oc.lowerBound + dCurrent == nc.lowerBound, oc.upperBound + dCurrent == nc.upperBound,
                      oc.lowerBound >= old.current.count - sc else { break }
                take(oldUnits[o], newUnits[n], dOriginal, dCurrent)
            }
            guard !found.isEmpty else { return nil }
            var pairs: [ObjectIdentifier: (old: OutlineDecl, original: Int, current: Int, unit: Range<Int>, currentUnit: Range<Int>)] = [:]
            pairs.reserveCapacity(found.count)
            for (id, p) in found where pairs[id] == nil { pairs[id] = p }
            self.pairs = pairs
        }

        /// The old expansions of the paired declarations, shifted (those whose pieces all lie in their unit).
        func expansions(from log: AnalysisLog) -> [ObjectIdentifier: Result<[Insertion], Skip>] {
            var out: [ObjectIdentifier: Result<[Insertion], Skip>] = [:]
            for (id, p) in pairs {
                guard let result = log.expansion(of: p.old) else { continue }
                switch result {
                case .success(let insertions):
                    guard let shifted = Self.shifted(insertions, into: p.unit, by: p.original) else { continue }
                    out[id] = .success(shifted)
                case .failure(var skip):
                    guard skip.fixes.allSatisfy({ $0.edits.allSatisfy { p.unit.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= p.unit.upperBound } }) else { continue }
                    for f in skip.fixes.indices {
                        for e in skip.fixes[f].edits.indices {
                            let r = skip.fixes[f].edits[e].range
                            skip.fixes[f].edits[e].range = (r.lowerBound + p.original)..<(r.upperBound + p.original)
                        }
                    }
                    out[id] = .failure(skip)
                }
            }
            return out
        }

        /// The old mirrors of the paired types, shifted (those whose pieces all lie in their unit). A mirror reads
        /// its type's unit (its members, their expansions) and what the digest holds, as an expansion does.
        func mirrors(from log: AnalysisLog) -> [ObjectIdentifier: [Insertion]?] {
            var out: [ObjectIdentifier: [Insertion]?] = [:]
            for (id, p) in pairs where p.old.kind.isType {
                guard let result = log.mirror(of: p.old) else { continue }
                guard let pieces = result else { out[id] = .some(nil); continue }
                guard let shifted = Self.shifted(pieces, into: p.unit, by: p.original) else { continue }
                out[id] = .some(shifted)
            }
            return out
        }

        /// `insertions` moved by `shift`, when each lies in `unit` (its ends included); nil when one does not.
        /// Remote pieces (`Insertion.remote`) belong to no place and stay as they are.
        static func shifted(_ insertions: [Insertion], into unit: Range<Int>, by shift: Int) -> [Insertion]? {
            guard insertions.allSatisfy({ $0.sPos == Insertion.remote || (unit.lowerBound <= $0.sPos && $0.sPos <= unit.upperBound) }) else { return nil }
            return insertions.map { ins in
                var ins = ins
                if ins.sPos != Insertion.remote { ins.sPos += shift }
                return ins
            }
        }

        /// The old refresh edits of the paired declarations, shifted (those that lie in their unit).
        func refreshes(from log: AnalysisLog) -> [ObjectIdentifier: [TextEdit]] {
            var out: [ObjectIdentifier: [TextEdit]] = [:]
            for (id, p) in pairs {
                guard let edits = log.refresh(of: p.old),
                      edits.allSatisfy({ p.currentUnit.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= p.currentUnit.upperBound }) else { continue }
                out[id] = edits.map { e in
                    var e = e
                    e.range = (e.range.lowerBound + p.current)..<(e.range.upperBound + p.current)
                    return e
                }
            }
            return out
        }
    }
}
