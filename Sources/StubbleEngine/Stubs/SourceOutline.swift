// The declaration outline the engine works on: just the parts a stub rewrite needs, with byte ranges.
// Built from StubbleSyntax's tree (SourceOutline+Building.swift); forgiving (any input gives some outline, never a crash).

import StubbleSyntax

enum DeclKind: Equatable, Sendable {
    case function, initializer, deinitializer, `subscript`, variable
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    case enumCase, other

    var isType: Bool {
        switch self {
        case .class, .struct, .enum, .actor, .protocol, .extension: return true
        default: return false
        }
    }
}

struct OutlineAttribute: Sendable {
    var name: String        // without "@", e.g. "Stubbable", "MainActor"
    var range: Range<Int>   // "@name(args)" in full
    var arguments: String?  // text inside the parentheses
}

struct OutlineParam: Sendable {
    var externalName: String?   // nil when there is none (only an internal name)
    var internalName: String?   // nil for `_: Int`
    /// For `_: Int` (one `_`, no name inside the body): the end of that `_`, where a generated name goes.
    var unnamedEnd: Int? = nil
    var typeText: String        // as written, e.g. "inout Int", "@escaping () -> Void", "Int..."
    var hasDefault: Bool
    var range: Range<Int>
}

/// One accessor of a computed property or subscript: `get async throws { … }`, `set(value) { … }`, ...
struct AccessorInfo: Sendable {
    var kind: String                // get, set, _read, _modify, init, willSet, didSet, ...
    var body: Range<Int>?           // `{` ... `}` inclusive; nil for `{ get set }` requirements
    var statementStarts: [Int] = []
    var isSingleExpression = false
    var effectsText = ""            // e.g. "async throws"
    var parameter: String?          // `value` of `set(value)`
    var attributeNames: [String] = [] // e.g. `inlinable` of `@inlinable get { … }`
}

struct Binding: Sendable {
    var name: String?               // nil for tuple patterns
    var nameRange: Range<Int>
    var typeText: String?
    var typeRange: Range<Int>?
    var initializerText: String?
    var initializerRange: Range<Int>?
    var accessorBlock: Range<Int>?  // `{ ... }` in full
    var accessorKinds: [String]     // get, set, willSet, didSet, ... (empty: a getter body)
    var accessors: [AccessorInfo] = []
    /// For a getter body (`var x: T { … }`): its statement starts and whether it is one expression.
    var getterStatementStarts: [Int] = []
    var getterIsSingleExpression = false
    /// A stored property's binding: no accessors, or only observers (`willSet`, `didSet`).
    var isStored: Bool { accessorBlock == nil || (!accessorKinds.isEmpty && accessorKinds.allSatisfy { $0 == "willSet" || $0 == "didSet" }) }
    var range: Range<Int>
}

final class OutlineDecl: @unchecked Sendable {
    // (Fields `@exclusivity(unchecked)`: an outline is never mutated once built and is read from every core, and
    // the runtime's check of each read of a field, `swift_beginAccess`, was 3% of `add --all` on generated code.)
    @exclusivity(unchecked) var kind: DeclKind
    @exclusivity(unchecked) var name = ""
    @exclusivity(unchecked) var nameRange: Range<Int> = 0..<0
    /// Offset of the first attribute / modifier / keyword.
    @exclusivity(unchecked) var start = 0
    /// End of the declaration's last token.
    @exclusivity(unchecked) var end = 0
    /// Comments in the trivia right before `start` (since the previous token), in order.
    @exclusivity(unchecked) var leadingComments: [Comment] = []
    @exclusivity(unchecked) var attributes: [OutlineAttribute] = []
    /// Some of `attributes` are inside `#if … #endif` (`Declaration.hasAttributesUnderIfConfig`).
    @exclusivity(unchecked) var attributesUnderIfConfig = false
    @exclusivity(unchecked) var modifiers: [String] = [] {
        // Read off once: `isStatic` is asked many times for every member (under `add --all` on generated code,
        // over a million times), and two string searches each time cost a tenth of the expansions.
        didSet { isStatic = modifiers.contains("static") || modifiers.contains("class") }
    }
    /// `modifiers` holds `static` or `class`.
    @exclusivity(unchecked) private(set) var isStatic = false
    @exclusivity(unchecked) var keywordRange: Range<Int> = 0..<0
    // Functions, initializers, subscripts.
    @exclusivity(unchecked) var genericParams: String?
    @exclusivity(unchecked) var params: [OutlineParam] = []
    @exclusivity(unchecked) var paramsRange: Range<Int>?
    @exclusivity(unchecked) var effectsText = ""            // e.g. "async throws(E)", "rethrows"
    @exclusivity(unchecked) var returnType: String?
    @exclusivity(unchecked) var returnTypeRange: Range<Int>?
    @exclusivity(unchecked) var whereClause: String?
    @exclusivity(unchecked) var body: Range<Int>?           // `{` ... `}` inclusive
    /// Start offsets of the body's top-level statements.
    @exclusivity(unchecked) var statementStarts: [Int] = []
    /// True if the body's only statement is an expression whose value is the function's result.
    @exclusivity(unchecked) var isSingleExpressionBody = false
    /// A subscript's accessors, when it lists them (`get { … } set { … }`).
    @exclusivity(unchecked) var accessors: [AccessorInfo] = []
    // Variables.
    @exclusivity(unchecked) var isLet = false
    @exclusivity(unchecked) var bindings: [Binding] = []
    /// A type alias's aliased type (`Codable & Equatable`).
    @exclusivity(unchecked) var aliasedType: String?
    /// An enum case declaration's elements (`case a, b(Int)`): each name, and whether it has an associated value.
    @exclusivity(unchecked) var caseElements: [(name: String, hasPayload: Bool)] = []
    // Types.
    @exclusivity(unchecked) var inheritance: [String] = [] {
        // The suppressions (`~Copyable`), read off once: `suppresses` is asked several times for every member
        // of every struct.
        didSet { suppressions = inheritance.filter { $0.utf8.contains(0x7E) }.map { $0.withoutWhitespace } }
    }
    /// The entries of `inheritance` that suppress a protocol, without whitespace (`~Copyable`).
    @exclusivity(unchecked) private(set) var suppressions: [String] = []
    @exclusivity(unchecked) var members: [OutlineDecl] = []
    weak var parent: OutlineDecl?
    /// Number of enclosing `#if` clauses inside the parent's member list.
    @exclusivity(unchecked) var ifConfigDepth = 0
    /// The condition of each of those clauses, outermost first, as one condition that holds exactly when
    /// the clause is compiled: `A` for `#if A`, `!(A) && B` for its `#elseif B`, `!(A) && !(B)` for `#else`.
    @exclusivity(unchecked) var ifConditions: [String] = []

    init(kind: DeclKind) { self.kind = kind }

    /// A placeholder member of `parent`, to ask where a member of it would live.
    static func probe(in parent: OutlineDecl) -> OutlineDecl {
        let d = OutlineDecl(kind: .function)
        d.parent = parent
        return d
    }

    /// A declaration of `kind` standing where this one stands: same parent, extent, leading comments,
    /// attributes, modifiers and keyword (so one binding of a `var`, or a computed getter, is expanded like a
    /// declaration of its own).
    func standIn(_ kind: DeclKind) -> OutlineDecl {
        let d = OutlineDecl(kind: kind)
        d.parent = parent
        d.start = start
        d.end = end
        d.leadingComments = leadingComments
        d.attributes = attributes
        d.modifiers = modifiers
        d.keywordRange = keywordRange
        d.whereClause = whereClause
        d.ifConfigDepth = ifConfigDepth
        d.ifConditions = ifConditions
        return d
    }

    var accessLevel: String? {
        modifiers.first { ["public", "open", "package", "internal", "fileprivate", "private"].contains($0) }
    }
    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// Whether an `@available` attribute's arguments hold `word` (`unavailable`, `deprecated`) as a word.
    func isAvailable(_ word: String) -> Bool {
        attributes.contains { $0.name == "available" && ($0.arguments ?? "").split(whereSeparator: { !$0.isLetter }).contains { $0 == word } }
    }

    /// Whether the type suppresses the protocol `p` in its inheritance clause (`~Copyable`, `~Escapable`).
    func suppresses(_ p: String) -> Bool {
        !suppressions.isEmpty && suppressions.contains("~" + p)
    }
    /// Code inlined into clients (`@inlinable`, `@_alwaysEmitIntoClient`, `@_transparent`) can only
    /// reference public or `@usableFromInline` declarations: the hooks it calls must be the latter.
    var isInlinedIntoClients: Bool {
        attributes.contains { ["inlinable", "usableFromInline", "_alwaysEmitIntoClient", "_transparent"].contains($0.name) }
    }

    /// `fetchStudents(in:)`, `isEnabled`, `RosterService`.
    var displayName: String {
        switch kind {
        case .function, .initializer, .subscript:
            let labels = params.map { ($0.externalName ?? $0.internalName.map { _ in "_" } ?? "_") + ":" }
            let base = kind == .initializer ? "init" : kind == .subscript ? "subscript" : name
            return base + "(" + labels.joined() + ")"
        default:
            return name
        }
    }
}

struct SourceOutline: Sendable {
    var bytes: [UInt8]
    /// The parsed file: its tokens are lexed on first use (most analyses never look inside bodies).
    let file: SourceFile
    /// StubbleSyntax's tokens of `bytes` (for questions about code inside bodies).
    var tokens: [Token] { file.tokens }
    var declarations: [OutlineDecl]

    func text(_ r: Range<Int>) -> String {
        let lo = max(0, min(r.lowerBound, bytes.count)), hi = max(lo, min(r.upperBound, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }

    /// Whether the identifier at `r` spells `name` (`` `name` `` too), without making a String.
    func bytesSpell(_ r: Range<Int>, _ name: [UInt8]) -> Bool {
        guard r.lowerBound >= 0, r.upperBound <= bytes.count else { return false }
        var r = r
        if r.count >= 2, bytes[r.lowerBound] == 0x60, bytes[r.upperBound - 1] == 0x60 { r = (r.lowerBound + 1)..<(r.upperBound - 1) }
        return r.count == name.count && bytes[r].elementsEqual(name)
    }

    /// The tokens starting inside `r`, in order.
    func tokens(in r: Range<Int>) -> ArraySlice<Token> {
        let tokens = self.tokens
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].start < r.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < tokens.count, tokens[end].start < r.upperBound, tokens[end].kind != .endOfFile { end += 1 }
        return tokens[lo..<end]
    }

    /// Whether code in `r` assigns to `self` (`self = …`; not `x.self = …`, not `==`, nothing in strings
    /// or comments).
    func assignsSelf(in r: Range<Int>) -> Bool {
        let ts = tokens(in: r)
        for k in ts.indices where ts[k].keyword == .self && ts[k].kind == .keyword {
            if k > ts.startIndex, ts[k - 1].kind == .period { continue }
            let next = k + 1
            if next < ts.endIndex, ts[next].kind == .operator, text(ts[next].range) == "=" { return true }
        }
        return false
    }

    /// The names code in `r` may change, bare or as `self.name`: assigned (`=`, `+=`, ...), passed `inout`
    /// (`&name`), or reached into (`name.append(…)`, `name[i] = …`; reads there count too).
    func mutatedNames(in r: Range<Int>) -> Set<String> {
        let ts = tokens(in: r)
        var out = Set<String>()
        for k in ts.indices where ts[k].kind == .identifier {
            if k > ts.startIndex, ts[k - 1].kind == .period {
                guard k - 1 > ts.startIndex, ts[k - 2].kind == .keyword, ts[k - 2].keyword == .self else { continue }
            }
            var changed = k > ts.startIndex && ts[k - 1].kind == .operator && text(ts[k - 1].range) == "&"
            if !changed, k + 1 < ts.endIndex {
                let next = ts[k + 1]
                if next.kind == .period || next.kind == .leftSquare { changed = true }
                if next.kind == .operator {
                    let op = text(next.range)
                    changed = op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
                }
            }
            if changed { out.insert(text(ts[k].range).removingBackticks) }
        }
        return out
    }

    /// The members code in `r` reaches a member of through another value's member: `b` through `a` in
    /// `self.a.b.c`, `a.b.c`, `a.b[i]` or `a.b?.c` (not `self.b.c`, whose `b` is `self`'s own). Swift 6.3 crashes
    /// (SILGen) compiling such a chain in an initializer of a noncopyable struct when `a` is a noncopyable
    /// stored property and `b` a property of it with an init accessor (`ModuleFacts.chainedInInitializers`).
    func chainedMembers(in r: Range<Int>) -> [(member: String, through: String)] {
        let ts = tokens(in: r)
        var out: [(member: String, through: String)] = []
        for k in ts.indices where ts[k].kind == .identifier && k - 2 >= ts.startIndex && ts[k - 1].kind == .period && ts[k - 2].kind == .identifier {
            guard k + 1 < ts.endIndex else { continue }
            var next = ts[k + 1]
            if next.kind == .operator, text(next.range) == "?" || text(next.range) == "!", k + 2 < ts.endIndex { next = ts[k + 2] }
            if next.kind == .period || next.kind == .leftSquare { out.append((text(ts[k].range).removingBackticks, text(ts[k - 2].range).removingBackticks)) }
        }
        return out
    }

    /// Every declaration, depth first. Listed once by `parse` (outlines are never mutated after they are
    /// built; an analysis asks for the list a dozen times).
    var allDeclarations: [OutlineDecl] { listed ?? Self.depthFirst(declarations) }
    var listed: [OutlineDecl]? = nil

    static func depthFirst(_ decls: [OutlineDecl]) -> [OutlineDecl] {
        var out: [OutlineDecl] = []
        func walk(_ ds: [OutlineDecl]) { for d in ds { out.append(d); walk(d.members) } }
        walk(decls)
        return out
    }
}

extension String {
    var removingBackticks: String { utf8.contains(0x60) ? filter { $0 != "`" } : self }
}

extension Comment {
    var start: Int { range.lowerBound }
    var end: Int { range.upperBound }
    /// `// ...` or `/// ...`.
    var isLineComment: Bool { kind == .line || kind == .docLine }
}
