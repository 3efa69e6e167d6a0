// The declaration tree: plain values describing a file's declarations, every part as a byte range
// (`Range<Int>`, UTF-8 offsets into `SourceFile.bytes`). Bodies, initializers and default values are
// ranges, not expression trees. The tree never enforces well-formedness: in half-typed code every optional
// part may be missing, and `SourceFile.errors` says what was expected.

/// A piece of source text as written: where it is. Only the range is stored (a value with no reference in
/// it: creating, copying and destroying one costs nothing beyond its 16 bytes); the text is read from the
/// file that was parsed when asked for: `file.text(part)` (`SourceFile`, `TokenStream` or bytes).
///
/// Two parts are equal when their ranges are: compare parts (and declarations) of the same file.
public struct SourceText: Hashable, Sendable {
    public var range: Range<Int>
    public init(range: Range<Int>) {
        self.range = range
    }
}

/// A parse error: what was expected or found, and where (never an empty range unless the file is empty).
public struct SyntaxError: Hashable, Sendable {
    public var message: String
    public var range: Range<Int>
    public init(message: String, range: Range<Int>) {
        self.message = message
        self.range = range
    }
}

public enum CommentKind: String, Hashable, Sendable {
    /// `// ...`
    case line
    /// `/* ... */`
    case block
    /// `/// ...`
    case docLine
    /// `/** ... */`
    case docBlock
}

/// A comment in trivia. `text` is the whole comment including its `//` or `/* */` delimiters.
public struct Comment: Hashable, Sendable {
    public var kind: CommentKind
    public var range: Range<Int>
    /// The UTF-8 bytes of the comment (a slice of the file's bytes).
    public var utf8: ArraySlice<UInt8>
    public var text: String { String(decoding: utf8, as: UTF8.self) }
    public init(kind: CommentKind, text: String, range: Range<Int>) {
        self.kind = kind
        self.utf8 = ArraySlice(text.utf8)
        self.range = range
    }
    init(kind: CommentKind, range: Range<Int>, utf8: ArraySlice<UInt8>) {
        self.kind = kind
        self.range = range
        self.utf8 = utf8
    }
    public static func == (a: Comment, b: Comment) -> Bool {
        a.kind == b.kind && a.range == b.range && a.utf8.elementsEqual(b.utf8)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(range)
    }
}

public enum DeclarationKind: String, Hashable, Sendable, CaseIterable {
    case `import`, `class`, `struct`, `enum`, actor, `protocol`, `extension`
    case function, initializer, deinitializer, `subscript`, variable
    case typeAlias, associatedType, enumCase, macro, `operator`, precedenceGroup
    /// `#if ... #endif` with its clauses.
    case ifConfig
    /// `#someMacro(...)` used as a declaration, also `#warning(...)`, `#error(...)`, `#sourceLocation(...)`.
    case macroExpansion
}

/// `@Name(arguments)`.
public struct Attribute: Hashable, Sendable {
    /// Without the `@`, e.g. `MainActor`, `available`, `Stubbable`.
    public var name: String
    /// The text between the parentheses (nil when there are none), e.g. `*, deprecated` or `condition: DEBUG`.
    public var arguments: SourceText?
    /// From `@` to the closing `)` (or the end of the name).
    public var range: Range<Int>
    public init(name: String, arguments: SourceText?, range: Range<Int>) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

/// A declaration modifier: `public`, `private(set)`, `static`, `mutating`, `nonisolated(unsafe)`, ...
public struct Modifier: Hashable, Sendable {
    /// The keyword, e.g. `private`.
    public var keyword: String
    /// The parenthesized detail without parentheses, e.g. `set` for `private(set)`, `unsafe`.
    public var detail: String?
    public var range: Range<Int>
    public init(keyword: String, detail: String?, range: Range<Int>) {
        self.keyword = keyword
        self.detail = detail
        self.range = range
    }
}

/// A `{ ... }` pair. `rightBrace` is nil when the block is not closed (an error is recorded).
public struct BraceBlock: Hashable, Sendable {
    /// Offset of `{`.
    public var leftBrace: Int
    /// Offset of the matching `}`, nil when unclosed.
    public var rightBrace: Int?
    /// From `{` through `}`; when unclosed, to where the parser recovered.
    public var range: Range<Int>
    public init(leftBrace: Int, rightBrace: Int?, range: Range<Int>) {
        self.leftBrace = leftBrace
        self.rightBrace = rightBrace
        self.range = range
    }
}

public enum ThrowsKind: String, Hashable, Sendable {
    case none, `throws`, `rethrows`
    /// `throws(SomeError)`: the type is in `Effects.thrownType`.
    case typed
}

/// `async`, `throws`, `throws(E)`, `rethrows` after a parameter clause or an accessor keyword.
public struct Effects: Hashable, Sendable {
    public var asyncRange: Range<Int>?
    public var throwsKind: ThrowsKind
    /// The `throws`/`rethrows` keyword, including `(E)` for typed throws.
    public var throwsRange: Range<Int>?
    /// The `E` of `throws(E)`.
    public var thrownType: SourceText?
    public var isAsync: Bool { asyncRange != nil }
    public init(asyncRange: Range<Int>? = nil, throwsKind: ThrowsKind = .none, throwsRange: Range<Int>? = nil,
                thrownType: SourceText? = nil) {
        self.asyncRange = asyncRange
        self.throwsKind = throwsKind
        self.throwsRange = throwsRange
        self.thrownType = thrownType
    }
}

/// One parameter of a func, init, subscript or macro.
public struct Parameter: Hashable, Sendable {
    /// The first name as written (`_` included as `_`); nil only in broken code.
    public var firstName: SourceText?
    /// The second (internal) name, if written.
    public var secondName: SourceText?
    /// Offset of the `:`.
    public var colon: Int?
    /// The whole type as written after the colon and before `...`/`=`, with specifiers and attributes,
    /// e.g. `inout [Int]`, `@escaping @Sendable () -> Void`.
    public var type: SourceText?
    /// The type without leading specifiers and attributes, e.g. `[Int]`, `() -> Void`.
    public var bareType: SourceText?
    /// `inout`, `borrowing`, `consuming`, `sending`, `isolated`, `__owned`, `__shared`, ... in order.
    public var specifiers: [SourceText]
    /// Type attributes as written, e.g. `@escaping`, `@Sendable`, `@MainActor`, `@autoclosure`.
    public var typeAttributes: [SourceText]
    public var isVariadic: Bool
    /// The `...` of a variadic parameter.
    public var ellipsisRange: Range<Int>?
    /// The default value expression after `=`.
    public var defaultValue: SourceText?
    /// Attributes on the parameter itself (`@_implicitSelfCapture` etc.), rare.
    public var attributes: [Attribute]
    /// From the first name to the end of the default value (or type).
    public var range: Range<Int>

    /// The label callers write (`nil` for `_`), following Swift's rules (subscripts: only with two names).
    public func externalLabel(in file: SourceFile) -> String? {
        guard let first = file.text(firstName), first != "_" else { return nil }
        return first
    }
    /// The name used inside the body: the second name if written, else the first (nil for `_`).
    public func internalName(in file: SourceFile) -> String? {
        if let second = file.text(secondName) { return second == "_" ? nil : second }
        guard let first = file.text(firstName), first != "_" else { return nil }
        return first
    }

    public init(firstName: SourceText?, secondName: SourceText?, colon: Int?, type: SourceText?,
                bareType: SourceText?, specifiers: [SourceText], typeAttributes: [SourceText], isVariadic: Bool,
                ellipsisRange: Range<Int>?, defaultValue: SourceText?, attributes: [Attribute], range: Range<Int>) {
        self.firstName = firstName
        self.secondName = secondName
        self.colon = colon
        self.type = type
        self.bareType = bareType
        self.specifiers = specifiers
        self.typeAttributes = typeAttributes
        self.isVariadic = isVariadic
        self.ellipsisRange = ellipsisRange
        self.defaultValue = defaultValue
        self.attributes = attributes
        self.range = range
    }
}

public enum SingleExpressionKind: String, Hashable, Sendable {
    /// The only statement starts with `if` (an `if` expression or statement).
    case ifExpression
    /// The only statement starts with `switch`.
    case switchExpression
    /// Any other expression (`fatalError()`, `a + b`, a call...).
    case other
}

/// What a body's statements are: computed while parsing, or later from the file's tokens (see `Body`).
struct BodyInfo: Hashable, Sendable {
    var statements: [Range<Int>]
    var isSingleExpression: Bool
    var singleExpressionKind: SingleExpressionKind?
    var firstStatementIndentation: String?
}

/// Where a body's statements come from: computed (and kept in a box), or worked out from the file on first use.
/// Only references, so a body is destroyed with one release.
enum BodySource: Sendable {
    case known(BodyInfoBox)
    case lazy(SyntaxStorage)
}

final class BodyInfoBox: Sendable {
    let info: BodyInfo
    init(_ info: BodyInfo) { self.info = info }
}

/// A code block (function body, accessor body, implicit getter): braces and its top-level statements.
///
/// The parser skims most bodies at byte level (it only needs where they end), so their statements are worked
/// out on first use from the file's tokens and kept; a body is still a plain value (comparing or hashing two
/// bodies computes what they compare).
public struct Body: Hashable, Sendable {
    public var braces: BraceBlock
    private var source: BodySource

    var info: BodyInfo {
        switch source {
        case .known(let box): return box.info
        case .lazy(let storage): return storage.bodyInfo(braces)
        }
    }
    private mutating func change(_ update: (inout BodyInfo) -> Void) {
        var x = info
        update(&x)
        source = .known(BodyInfoBox(x))
    }

    /// Ranges of the top-level statements, in order, each without trivia. A statement continues over a line
    /// break when the next line starts with `.member`, a binary operator, `else`, `catch`, ... `;` splits.
    /// `#if`/`#else`/`#endif` lines are statements of their own.
    public var statements: [Range<Int>] {
        get { info.statements }
        set { change { $0.statements = newValue } }
    }
    /// True when there is exactly one statement and it is an expression (could be an implicit return):
    /// not a declaration, `return`, `throw`, `guard`, a loop, `defer`, `do`, `#if`, ...
    public var isSingleExpression: Bool {
        get { info.isSingleExpression }
        set { change { $0.isSingleExpression = newValue } }
    }
    /// What that single expression starts with (nil unless `isSingleExpression`).
    public var singleExpressionKind: SingleExpressionKind? {
        get { info.singleExpressionKind }
        set { change { $0.singleExpressionKind = newValue } }
    }
    /// The whitespace that starts the first statement's line (nil when the body is empty or the first
    /// statement is on the `{` line).
    public var firstStatementIndentation: String? {
        get { info.firstStatementIndentation }
        set { change { $0.firstStatementIndentation = newValue } }
    }
    public init(braces: BraceBlock, statements: [Range<Int>], isSingleExpression: Bool,
                singleExpressionKind: SingleExpressionKind?, firstStatementIndentation: String?) {
        self.braces = braces
        self.source = .known(BodyInfoBox(BodyInfo(statements: statements, isSingleExpression: isSingleExpression,
                                                  singleExpressionKind: singleExpressionKind,
                                                  firstStatementIndentation: firstStatementIndentation)))
    }
    init(braces: BraceBlock, info: BodyInfo) {
        self.braces = braces
        self.source = .known(BodyInfoBox(info))
    }
    /// A skimmed body: its statements come from `storage` when first asked for.
    init(braces: BraceBlock, lazy storage: SyntaxStorage) {
        self.braces = braces
        self.source = .lazy(storage)
    }
    public static func == (a: Body, b: Body) -> Bool { a.braces == b.braces && a.info == b.info }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(braces)
        hasher.combine(info)
    }
}

public enum Failability: String, Hashable, Sendable {
    case none
    /// `init?`
    case optional
    /// `init!`
    case implicitlyUnwrapped
}

/// Where a signature's parameters come from: a list (built by the parser or set), or the file's storage,
/// which parses the clause whose `(` is at byte `leftParen` on first use and keeps the result (see
/// `FunctionSignature`). One reference, so a signature's parameters are destroyed with one release.
enum ParameterSource: Sendable {
    case known([Parameter])
    case lazy(SyntaxStorage, leftParen: Int)
}

/// The signature and body of a func, init, deinit, subscript or macro.
///
/// The parser finds a plain parameter clause's `)` at byte level and leaves its parameters to be parsed
/// from the file on first use (`parameters`), then kept by the file; a signature is still a plain value
/// (comparing or hashing two signatures compares their parameters).
public struct FunctionSignature: Hashable, Sendable {
    /// Offset of `(` of the parameter clause (nil for deinit or broken code).
    public var leftParen: Int?
    /// Offset of the matching `)`.
    public var rightParen: Int?
    public var parameters: [Parameter] {
        get {
            switch parameterSource {
            case .known(let list): return list
            case .lazy(let storage, let leftParen): return storage.parameterClause(leftParen).parameters
            }
        }
        set { parameterSource = .known(newValue) }
    }
    var parameterSource: ParameterSource
    public var effects: Effects
    /// Offset of `->`.
    public var arrow: Int?
    /// The return type as written (nil when absent).
    public var returnType: SourceText?
    /// `init?` / `init!`.
    public var failability: Failability
    /// The `?`/`!` of a failable init.
    public var failabilityRange: Range<Int>?
    /// The body; nil for protocol requirements and other bodiless declarations. For a subscript this is the
    /// body of its implicit getter (`subscript(i: Int) -> Int { i }`), nil when it lists accessors: see
    /// `Declaration.accessorBlock` for those.
    public var body: Body?
    public init(leftParen: Int?, rightParen: Int?, parameters: [Parameter], effects: Effects, arrow: Int?,
                returnType: SourceText?, failability: Failability, failabilityRange: Range<Int>?, body: Body?) {
        self.leftParen = leftParen
        self.rightParen = rightParen
        self.parameterSource = .known(parameters)
        self.effects = effects
        self.arrow = arrow
        self.returnType = returnType
        self.failability = failability
        self.failabilityRange = failabilityRange
        self.body = body
    }
    public static func == (a: FunctionSignature, b: FunctionSignature) -> Bool {
        a.leftParen == b.leftParen && a.rightParen == b.rightParen && a.effects == b.effects && a.arrow == b.arrow
            && a.returnType == b.returnType && a.failability == b.failability
            && a.failabilityRange == b.failabilityRange && a.body == b.body && a.parameters == b.parameters
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(leftParen)
        hasher.combine(rightParen)
        hasher.combine(parameters)
        hasher.combine(effects)
        hasher.combine(arrow)
        hasher.combine(returnType)
        hasher.combine(failability)
        hasher.combine(failabilityRange)
        hasher.combine(body)
    }
}

public enum AccessorKind: String, Hashable, Sendable {
    case get, set, _read, _modify, read, modify, `init`, willSet, didSet, unsafeAddress, unsafeMutableAddress
}

/// One accessor in an accessor block: `get async throws { ... }`, `set(newValue) { ... }`, `didSet`, ...
public struct Accessor: Hashable, Sendable {
    public var kind: AccessorKind
    public var keywordRange: Range<Int>
    public var attributes: [Attribute]
    /// `mutating`, `nonmutating`, `__consuming`, ...
    public var modifiers: [Modifier]
    /// The parenthesized name, e.g. `newValue` of `set(newValue)`, without the parentheses.
    public var parameter: SourceText?
    public var effects: Effects
    /// nil for protocol requirements (`{ get set }`).
    public var body: Body?
    public var range: Range<Int>
    public init(kind: AccessorKind, keywordRange: Range<Int>, attributes: [Attribute], modifiers: [Modifier],
                parameter: SourceText?, effects: Effects, body: Body?, range: Range<Int>) {
        self.kind = kind
        self.keywordRange = keywordRange
        self.attributes = attributes
        self.modifiers = modifiers
        self.parameter = parameter
        self.effects = effects
        self.body = body
        self.range = range
    }
}

/// `{ ... }` after a property or subscript: either a list of accessors or the body of an implicit getter.
public struct AccessorBlock: Hashable, Sendable {
    public var braces: BraceBlock
    /// Empty when `implicitGetter` is set.
    public var accessors: [Accessor]
    /// `var x: Int { 42 }`: the block is the getter's body.
    public var implicitGetter: Body?
    public init(braces: BraceBlock, accessors: [Accessor], implicitGetter: Body?) {
        self.braces = braces
        self.accessors = accessors
        self.implicitGetter = implicitGetter
    }
    /// Has a getter (explicit or implicit), i.e. the property is computed (not stored with observers).
    public var isComputed: Bool {
        implicitGetter != nil || accessors.contains { a in
            switch a.kind {
            case .get, ._read, .read, .unsafeAddress: return true
            default: return false
            }
        }
    }
}

/// One binding of a `var`/`let`: `a: Int = 1` in `var a: Int = 1, b = 2`.
public struct PatternBinding: Hashable, Sendable {
    /// The identifier when the pattern is a plain name (backticks kept as written), else nil.
    public var name: SourceText?
    /// The pattern as written (`a`, `(x, y)`, `_`).
    public var pattern: SourceText
    public var colon: Int?
    public var typeAnnotation: SourceText?
    /// Offset of `=`.
    public var equals: Int?
    public var initializer: SourceText?
    public var accessorBlock: AccessorBlock?
    /// From the pattern to the end of the accessor block, initializer or type.
    public var range: Range<Int>
    public init(name: SourceText?, pattern: SourceText, colon: Int?, typeAnnotation: SourceText?, equals: Int?,
                initializer: SourceText?, accessorBlock: AccessorBlock?, range: Range<Int>) {
        self.name = name
        self.pattern = pattern
        self.colon = colon
        self.typeAnnotation = typeAnnotation
        self.equals = equals
        self.initializer = initializer
        self.accessorBlock = accessorBlock
        self.range = range
    }
    /// Computed (has a getter) rather than stored (no accessors, or only willSet/didSet).
    public var isComputed: Bool { accessorBlock?.isComputed ?? false }
}

/// `var`/`let` details.
public struct VariableInfo: Hashable, Sendable {
    /// `var` or `let` as written.
    public var bindingSpecifier: SourceText
    public var bindings: [PatternBinding]
    public init(bindingSpecifier: SourceText, isLet: Bool, bindings: [PatternBinding]) {
        self.bindingSpecifier = bindingSpecifier
        self.isLet = isLet
        self.bindings = bindings
    }
    /// `let` (else `var`).
    public var isLet: Bool
}

public enum IfConfigDirective: String, Hashable, Sendable {
    case `if` = "#if", elseif = "#elseif", `else` = "#else"
}

public struct IfConfigClause: Hashable, Sendable {
    public var directive: IfConfigDirective
    public var directiveRange: Range<Int>
    /// The condition (nil for `#else`).
    public var condition: SourceText?
    /// The declarations in this clause (members inside a type, top-level declarations at file level).
    public var declarations: [Declaration]
    /// From the directive to the start of the next directive.
    public var range: Range<Int>
    public init(directive: IfConfigDirective, directiveRange: Range<Int>, condition: SourceText?,
                declarations: [Declaration], range: Range<Int>) {
        self.directive = directive
        self.directiveRange = directiveRange
        self.condition = condition
        self.declarations = declarations
        self.range = range
    }
}

public struct IfConfigInfo: Hashable, Sendable {
    public var clauses: [IfConfigClause]
    /// nil when `#endif` is missing.
    public var endifRange: Range<Int>?
    public init(clauses: [IfConfigClause], endifRange: Range<Int>?) {
        self.clauses = clauses
        self.endifRange = endifRange
    }
}

/// One element of an enum `case` declaration: `b(Int, label: String) = ...`.
public struct EnumCaseElement: Hashable, Sendable {
    public var name: SourceText
    /// The associated value clause as written, with parentheses.
    public var associatedValue: SourceText?
    public var rawValue: SourceText?
    public var range: Range<Int>
    public init(name: SourceText, associatedValue: SourceText?, rawValue: SourceText?, range: Range<Int>) {
        self.name = name
        self.associatedValue = associatedValue
        self.rawValue = rawValue
        self.range = range
    }
}

/// A declaration. Fields that do not apply to a kind are empty / nil.
///
/// A value type whose fields live in one copy-on-write storage object: copying a declaration (into an array,
/// to a visitor, to a caller) is one retain instead of a retain of every array, string and slice in it.
public struct Declaration: Hashable, Sendable {
    public var kind: DeclarationKind {
        get { s.kind }
        set { unique(); s.kind = newValue }
        _modify { unique(); yield &s.kind }
    }
    /// The declared name. Extensions: the extended type as written (`Array`, `Foo.Bar`). Operator funcs:
    /// the operator (`==`). Imports: the module path. Variables: the first binding's name or pattern text.
    /// `init`, `deinit`, `subscript`: the keyword. `#if`: `#if`. Macro expansions: `#name`.
    ///
    /// The parser stores no string for it: it is read from the file's bytes (`nameRange`) when asked for.
    public var name: String {
        get { s.name ?? s.nameFromSource }
        set { unique(); s.name = newValue }
        _modify {
            unique()
            if s.name == nil { s.name = s.nameFromSource }
            yield &s.name!
        }
    }
    public var nameRange: Range<Int> {
        get { s.nameRange }
        set {
            unique()
            // The name stays what it was (it is only read from `nameRange` until it is set).
            if s.name == nil { s.name = s.nameFromSource }
            s.nameRange = newValue
        }
    }
    /// The parser's: the name is the text of this range.
    var parsedNameRange: Range<Int> {
        get { s.nameRange }
        set { unique(); s.nameRange = newValue }
    }
    /// The declaration keyword (`func`, `var`, `class`, ...) as written, for `#if` the `#if` directive.
    public var keywordRange: Range<Int> {
        get { s.keywordRange }
        set { unique(); s.keywordRange = newValue }
        _modify { unique(); yield &s.keywordRange }
    }
    /// From the first attribute or modifier (or the keyword) to the end, excluding leading trivia.
    public var range: Range<Int> {
        get { s.range }
        set { unique(); s.range = newValue }
        _modify { unique(); yield &s.range }
    }
    /// The trivia before `range` (whitespace and comments since the previous token).
    public var leadingTriviaRange: Range<Int> {
        get { s.leadingTriviaRange }
        set { unique(); s.leadingTriviaRange = newValue }
        _modify { unique(); yield &s.leadingTriviaRange }
    }
    /// Comments in the leading trivia, in order.
    ///
    /// Found in the file's bytes when first asked for (the parser does not collect them).
    public var comments: [Comment] {
        get { s.comments ?? s.commentsFromSource }
        set { unique(); s.comments = newValue }
        _modify {
            unique()
            if s.comments == nil { s.comments = s.commentsFromSource }
            yield &s.comments!
        }
    }
    /// The whitespace at the start of the declaration's first line.
    /// Read from the file's bytes when first asked for (the parser does not build it).
    public var indentation: String {
        get { s.indentation ?? s.indentationFromSource }
        set { unique(); s.indentation = newValue }
        _modify {
            unique()
            if s.indentation == nil { s.indentation = s.indentationFromSource }
            yield &s.indentation!
        }
    }
    /// The parser stores up to `CompactAttributes.capacity` attributes as ranges (no array, no strings): the
    /// array is built from the file's bytes when asked for (a setter stores one).
    public var attributes: [Attribute] {
        get { s.attributes ?? s.attributesFromSource }
        set { unique(); s.attributes = newValue }
        _modify {
            unique()
            if s.attributes == nil { s.attributes = s.attributesFromSource }
            yield &s.attributes!
        }
    }
    /// The parser stores up to `CompactModifiers.capacity` modifiers as ranges (no array, no strings): the
    /// array is built from the file's bytes when asked for (a setter stores one).
    public var modifiers: [Modifier] {
        get { s.modifiers ?? s.modifiersFromSource }
        set { unique(); s.modifiers = newValue }
        _modify {
            unique()
            if s.modifiers == nil { s.modifiers = s.modifiersFromSource }
            yield &s.modifiers!
        }
    }
    /// `<T: P, U>` including the angle brackets.
    public var genericParameters: SourceText? {
        get { s.genericParameters }
        set { unique(); s.genericParameters = newValue }
        _modify { unique(); yield &s.genericParameters }
    }
    /// The inherited types after `:` (types, extensions, associated types, enums' raw types).
    public var inheritance: [SourceText] {
        get { s.inheritance }
        set { unique(); s.inheritance = newValue }
        _modify { unique(); yield &s.inheritance }
    }
    /// `where ...` including the keyword.
    public var whereClause: SourceText? {
        get { s.whereClause }
        set { unique(); s.whereClause = newValue }
        _modify { unique(); yield &s.whereClause }
    }
    /// The member block of a type, extension or protocol.
    public var memberBlock: BraceBlock? {
        get { s.memberBlock }
        set { unique(); s.memberBlock = newValue }
        _modify { unique(); yield &s.memberBlock }
    }
    /// Members of a type, extension or protocol (including `#if` declarations).
    public var members: [Declaration] {
        get { s.members }
        set { unique(); s.members = newValue }
        _modify { unique(); yield &s.members }
    }
    /// func, init, deinit, subscript, macro.
    public var signature: FunctionSignature? {
        get { s.signature }
        set { unique(); s.signature = newValue }
        _modify { unique(); yield &s.signature }
    }
    /// var/let.
    public var variable: VariableInfo? {
        get { s.variable }
        set { unique(); s.variable = newValue }
        _modify { unique(); yield &s.variable }
    }
    /// The accessor block of a subscript.
    public var accessorBlock: AccessorBlock? {
        get { s.accessorBlock }
        set { unique(); s.accessorBlock = newValue }
        _modify { unique(); yield &s.accessorBlock }
    }
    /// `#if`.
    public var ifConfig: IfConfigInfo? {
        get { s.ifConfig }
        set { unique(); s.ifConfig = newValue }
        _modify { unique(); yield &s.ifConfig }
    }
    /// enum case elements.
    public var enumCaseElements: [EnumCaseElement] {
        get { s.enumCaseElements }
        set { unique(); s.enumCaseElements = newValue }
        _modify { unique(); yield &s.enumCaseElements }
    }
    /// typealias / associatedtype: the type after `=` (the default type for associatedtype).
    public var aliasedType: SourceText? {
        get { s.aliasedType }
        set { unique(); s.aliasedType = newValue }
        _modify { unique(); yield &s.aliasedType }
    }

    /// Some of the attributes are inside `#if … #endif` (`#if !GRPC @available(*, unavailable) #endif var x`):
    /// `attributes` lists them all, without their conditions.
    public var hasAttributesUnderIfConfig: Bool {
        get { s.attributeDirectives ?? false }
        set { unique(); s.attributeDirectives = newValue ? true : nil }
    }

    private var s: DeclarationStorage

    /// Makes the storage this value's own before a change (copy on write).
    @inline(__always) private mutating func unique() {
        if !isKnownUniquelyReferenced(&s) { s = s.copy() }
    }

    public init(kind: DeclarationKind, name: String, nameRange: Range<Int>, keywordRange: Range<Int>,
                range: Range<Int>, leadingTriviaRange: Range<Int>, comments: [Comment] = [], indentation: String = "",
                attributes: [Attribute] = [], modifiers: [Modifier] = [], genericParameters: SourceText? = nil,
                inheritance: [SourceText] = [], whereClause: SourceText? = nil, memberBlock: BraceBlock? = nil,
                members: [Declaration] = [], signature: FunctionSignature? = nil, variable: VariableInfo? = nil,
                accessorBlock: AccessorBlock? = nil, ifConfig: IfConfigInfo? = nil,
                enumCaseElements: [EnumCaseElement] = [], aliasedType: SourceText? = nil) {
        s = DeclarationStorage(kind: kind, name: name, nameRange: nameRange, keywordRange: keywordRange,
                               range: range, leadingTriviaRange: leadingTriviaRange, comments: comments,
                               indentation: indentation, attributes: attributes, modifiers: modifiers,
                               genericParameters: genericParameters, inheritance: inheritance,
                               whereClause: whereClause, memberBlock: memberBlock, members: members,
                               signature: signature, variable: variable, accessorBlock: accessorBlock,
                               ifConfig: ifConfig, enumCaseElements: enumCaseElements, aliasedType: aliasedType)
    }

    /// The parser's: the name, comments and indentation come from `source` (the file's bytes) when asked for.
    init(kind: DeclarationKind, nameRange: Range<Int>, keywordRange: Range<Int>, range: Range<Int>,
         leadingTriviaRange: Range<Int>, source: [UInt8], attributes: [Attribute]? = nil,
         compactAttributes: CompactAttributes = CompactAttributes(), modifiers: [Modifier]? = nil,
         compactModifiers: CompactModifiers = CompactModifiers()) {
        s = DeclarationStorage(kind: kind, nameRange: nameRange, keywordRange: keywordRange, range: range,
                               leadingTriviaRange: leadingTriviaRange, source: source,
                               compactAttributes: compactAttributes, compactModifiers: compactModifiers)
        if let attributes { s.attributes = attributes }
        if let modifiers { s.modifiers = modifiers }
    }

    public static func == (a: Declaration, b: Declaration) -> Bool {
        if a.s === b.s { return true }
        return a.s.kind == b.s.kind
            && a.name == b.name
            && a.s.nameRange == b.s.nameRange
            && a.s.keywordRange == b.s.keywordRange
            && a.s.range == b.s.range
            && a.s.leadingTriviaRange == b.s.leadingTriviaRange
            && a.comments == b.comments
            && a.indentation == b.indentation
            && a.attributes == b.attributes
            && a.modifiers == b.modifiers
            && a.s.genericParameters == b.s.genericParameters
            && a.s.inheritance == b.s.inheritance
            && a.s.whereClause == b.s.whereClause
            && a.s.memberBlock == b.s.memberBlock
            && a.s.members == b.s.members
            && a.s.signature == b.s.signature
            && a.s.variable == b.s.variable
            && a.s.accessorBlock == b.s.accessorBlock
            && a.s.ifConfig == b.s.ifConfig
            && a.s.enumCaseElements == b.s.enumCaseElements
            && a.s.aliasedType == b.s.aliasedType
            && a.hasAttributesUnderIfConfig == b.hasAttributesUnderIfConfig
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(s.kind)
        hasher.combine(name)
        hasher.combine(s.nameRange)
        hasher.combine(s.keywordRange)
        hasher.combine(s.range)
        hasher.combine(s.leadingTriviaRange)
        hasher.combine(comments)
        hasher.combine(indentation)
        hasher.combine(attributes)
        hasher.combine(modifiers)
        hasher.combine(s.genericParameters)
        hasher.combine(s.inheritance)
        hasher.combine(s.whereClause)
        hasher.combine(s.memberBlock)
        hasher.combine(s.members)
        hasher.combine(s.signature)
        hasher.combine(s.variable)
        hasher.combine(s.accessorBlock)
        hasher.combine(s.ifConfig)
        hasher.combine(s.enumCaseElements)
        hasher.combine(s.aliasedType)
        hasher.combine(hasAttributesUnderIfConfig)
    }

    public func hasModifier(_ keyword: String) -> Bool { modifiers.contains { $0.keyword == keyword } }
    public func attribute(named name: String) -> Attribute? { attributes.first { $0.name == name } }

    /// The keyword a user would call this kind: `func`, `var`/`let`, `#if`, ... (as `stubble symbols` prints it).
    public var kindKeyword: String {
        switch kind {
        case .import: return "import"
        case .class: return "class"
        case .struct: return "struct"
        case .enum: return "enum"
        case .actor: return "actor"
        case .protocol: return "protocol"
        case .extension: return "extension"
        case .function: return "func"
        case .initializer: return "init"
        case .deinitializer: return "deinit"
        case .subscript: return "subscript"
        case .variable: return variable?.isLet == true ? "let" : "var"
        case .typeAlias: return "typealias"
        case .associatedType: return "associatedtype"
        case .enumCase: return "case"
        case .macro: return "macro"
        case .operator: return "operator"
        case .precedenceGroup: return "precedencegroup"
        case .ifConfig: return "#if"
        case .macroExpansion: return "#macro"
        }
    }

    /// The members of this declaration and of every `#if` clause in it, recursively through `#if`s only.
    public var flattenedMembers: [Declaration] { Declaration.flatten(members) }

    /// Declarations with every `#if` replaced by the declarations of all its clauses (recursively).
    public static func flatten(_ declarations: [Declaration]) -> [Declaration] {
        var out: [Declaration] = []
        for d in declarations {
            if let config = d.ifConfig {
                for clause in config.clauses { out += flatten(clause.declarations) }
            } else {
                out.append(d)
            }
        }
        return out
    }
}


/// The fields of a `Declaration` (see there): shared by copies until one of them changes.
final class DeclarationStorage: @unchecked Sendable {
    @exclusivity(unchecked) var kind: DeclarationKind
    @exclusivity(unchecked) var nameRange: Range<Int>
    @exclusivity(unchecked) var keywordRange: Range<Int>
    @exclusivity(unchecked) var range: Range<Int>
    @exclusivity(unchecked) var leadingTriviaRange: Range<Int>
    /// The file's bytes, for the fields computed on demand.
    @exclusivity(unchecked) var source: [UInt8]?
    @exclusivity(unchecked) var compactAttributes: CompactAttributes
    @exclusivity(unchecked) var compactModifiers: CompactModifiers
    @exclusivity(unchecked) var genericParameters: SourceText?
    @exclusivity(unchecked) var inheritance: [SourceText]
    @exclusivity(unchecked) var whereClause: SourceText?
    @exclusivity(unchecked) var memberBlock: BraceBlock?
    @exclusivity(unchecked) var members: [Declaration]
    @exclusivity(unchecked) var signature: FunctionSignature?
    @exclusivity(unchecked) var variable: VariableInfo?
    @exclusivity(unchecked) var enumCaseElements: [EnumCaseElement]
    /// What few declarations have (see `DeclarationExtras`); nil: none of it.
    @exclusivity(unchecked) var extras: DeclarationExtras?

    /// nil: the text of `nameRange` (see `nameFromSource`).
    var name: String? { get { extras?.name } set { setExtra(\.name, newValue) } }
    /// nil: not collected yet (see `commentsFromSource`).
    var comments: [Comment]? { get { extras?.comments } set { setExtra(\.comments, newValue) } }
    var indentation: String? { get { extras?.indentation } set { setExtra(\.indentation, newValue) } }
    /// nil: the attributes are `compactAttributes` (see `attributesFromSource`).
    var attributes: [Attribute]? { get { extras?.attributes } set { setExtra(\.attributes, newValue) } }
    /// nil: the modifiers are `compactModifiers` (see `modifiersFromSource`).
    var modifiers: [Modifier]? { get { extras?.modifiers } set { setExtra(\.modifiers, newValue) } }
    var accessorBlock: AccessorBlock? { get { extras?.accessorBlock } set { setExtra(\.accessorBlock, newValue) } }
    var ifConfig: IfConfigInfo? { get { extras?.ifConfig } set { setExtra(\.ifConfig, newValue) } }
    var aliasedType: SourceText? { get { extras?.aliasedType } set { setExtra(\.aliasedType, newValue) } }
    /// nil: no `#if` among the attributes (see `Declaration.hasAttributesUnderIfConfig`).
    var attributeDirectives: Bool? { get { extras?.attributeDirectives } set { setExtra(\.attributeDirectives, newValue) } }

    /// Sets one of the extras; setting nil where there are none makes none.
    func setExtra<Value>(_ field: ReferenceWritableKeyPath<DeclarationExtras, Value?>, _ value: Value?) {
        if value != nil || extras != nil { writableExtras()[keyPath: field] = value }
    }

    /// The extras, made when first needed (the storage is this declaration's own when it is written: see
    /// `Declaration.unique`, and `copy` copies the extras too).
    func writableExtras() -> DeclarationExtras {
        if let extras { return extras }
        let e = DeclarationExtras()
        extras = e
        return e
    }

    init(kind: DeclarationKind, name: String?, nameRange: Range<Int>, keywordRange: Range<Int>, range: Range<Int>, leadingTriviaRange: Range<Int>, comments: [Comment]?, indentation: String?, attributes: [Attribute]?, modifiers: [Modifier]?, genericParameters: SourceText?, inheritance: [SourceText], whereClause: SourceText?, memberBlock: BraceBlock?, members: [Declaration], signature: FunctionSignature?, variable: VariableInfo?, accessorBlock: AccessorBlock?, ifConfig: IfConfigInfo?, enumCaseElements: [EnumCaseElement], aliasedType: SourceText?, compactAttributes: CompactAttributes = CompactAttributes(), compactModifiers: CompactModifiers = CompactModifiers()) {
        self.kind = kind
        self.compactAttributes = compactAttributes
        self.compactModifiers = compactModifiers
        self.nameRange = nameRange
        self.keywordRange = keywordRange
        self.range = range
        self.leadingTriviaRange = leadingTriviaRange
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.memberBlock = memberBlock
        self.members = members
        self.signature = signature
        self.variable = variable
        self.enumCaseElements = enumCaseElements
        self.extras = nil
        // Stored in `extras` only when set.
        self.name = name
        self.comments = comments
        self.indentation = indentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.accessorBlock = accessorBlock
        self.ifConfig = ifConfig
        self.aliasedType = aliasedType
    }

    /// The parser's: everything else empty.
    init(kind: DeclarationKind, nameRange: Range<Int>, keywordRange: Range<Int>, range: Range<Int>,
         leadingTriviaRange: Range<Int>, source: [UInt8], compactAttributes: CompactAttributes,
         compactModifiers: CompactModifiers) {
        self.kind = kind
        self.nameRange = nameRange
        self.keywordRange = keywordRange
        self.range = range
        self.leadingTriviaRange = leadingTriviaRange
        self.source = source
        self.compactAttributes = compactAttributes
        self.compactModifiers = compactModifiers
        self.genericParameters = nil
        self.inheritance = []
        self.whereClause = nil
        self.memberBlock = nil
        self.members = []
        self.signature = nil
        self.variable = nil
        self.enumCaseElements = []
        self.extras = nil
    }

    var nameFromSource: String {
        guard let source else { return "" }
        let lo = min(max(nameRange.lowerBound, 0), source.count)
        let hi = min(max(nameRange.upperBound, lo), source.count)
        return String(decoding: source[lo..<hi], as: UTF8.self)
    }

    var attributesFromSource: [Attribute] {
        guard compactAttributes.count > 0, let source else { return [] }
        return compactAttributes.attributes(source)
    }

    var modifiersFromSource: [Modifier] {
        guard compactModifiers.count > 0, let source else { return [] }
        return compactModifiers.modifiers(source)
    }

    var commentsFromSource: [Comment] {
        guard let source else { return [] }
        return Lexer.comments(in: source, range: leadingTriviaRange)
    }

    /// The blanks at the start of the line holding the declaration's first byte.
    var indentationFromSource: String {
        guard let source else { return "" }
        var s = min(max(range.lowerBound, 0), source.count)
        while s > 0 && source[s - 1] != 0x0A && source[s - 1] != 0x0D { s -= 1 }
        var e = s
        while e < source.count && (source[e] == 0x20 || source[e] == 0x09) { e += 1 }
        return String(decoding: source[s..<e], as: UTF8.self)
    }

    func copy() -> DeclarationStorage {
        let c = DeclarationStorage(kind: kind, name: name, nameRange: nameRange, keywordRange: keywordRange, range: range, leadingTriviaRange: leadingTriviaRange, comments: comments, indentation: indentation, attributes: attributes, modifiers: modifiers, genericParameters: genericParameters, inheritance: inheritance, whereClause: whereClause, memberBlock: memberBlock, members: members, signature: signature, variable: variable, accessorBlock: accessorBlock, ifConfig: ifConfig, enumCaseElements: enumCaseElements, aliasedType: aliasedType, compactAttributes: compactAttributes, compactModifiers: compactModifiers)
        c.source = source
        c.attributeDirectives = attributeDirectives
        return c
    }
}

/// The fields of a `DeclarationStorage` that few declarations have: set by a setter (`name`, `comments`,
/// `indentation`, `attributes`, `modifiers`), or by the parser for a few kinds (a subscript's accessor block, an
/// `#if`, a type alias's type) or past the inline capacity of attributes or modifiers. Kept out of line, so the
/// others' storage is smaller and has fewer references to release.
final class DeclarationExtras: @unchecked Sendable {
    var name: String?
    var comments: [Comment]?
    var indentation: String?
    var attributes: [Attribute]?
    var modifiers: [Modifier]?
    var accessorBlock: AccessorBlock?
    var ifConfig: IfConfigInfo?
    var aliasedType: SourceText?
    var attributeDirectives: Bool?
}

/// A declaration's modifiers as the parser stores them: up to `capacity` ranges inline (no array, no strings
/// per declaration); `Declaration.modifiers` builds the `Modifier`s from the file's bytes when asked for.
struct CompactModifiers: Sendable {
    struct Entry: Sendable {
        /// The keyword's range, and the end of the whole modifier (past `)` when there is a detail).
        var start: UInt32 = 0, keywordEnd: UInt32 = 0, end: UInt32 = 0
        /// The detail's range (`set` in `private(set)`); `detailEnd == 0`: none.
        var detailStart: UInt32 = 0, detailEnd: UInt32 = 0

        func modifier(_ source: [UInt8]) -> Modifier {
            Modifier(keyword: Entry.text(source, Int(start), Int(keywordEnd)),
                     detail: detailEnd == 0 ? nil : Entry.text(source, Int(detailStart), Int(detailEnd)),
                     range: Int(start)..<Int(end))
        }

        static func text(_ source: [UInt8], _ lo: Int, _ hi: Int) -> String {
            let lo = min(max(lo, 0), source.count)
            let hi = min(max(hi, lo), source.count)
            return String(decoding: source[lo..<hi], as: UTF8.self)
        }
    }
    static let capacity = 4
    var count: UInt8 = 0
    var entries: (Entry, Entry, Entry, Entry) = (Entry(), Entry(), Entry(), Entry())

    subscript(k: Int) -> Entry {
        switch k {
        case 0: return entries.0
        case 1: return entries.1
        case 2: return entries.2
        default: return entries.3
        }
    }

    /// The modifiers, built from the file's bytes.
    func modifiers(_ source: [UInt8]) -> [Modifier] {
        var out: [Modifier] = []
        out.reserveCapacity(Int(count))
        for k in 0..<Int(count) { out.append(self[k].modifier(source)) }
        return out
    }

    /// False (nothing changed) when full.
    mutating func append(_ e: Entry) -> Bool {
        switch count {
        case 0: entries.0 = e
        case 1: entries.1 = e
        case 2: entries.2 = e
        case 3: entries.3 = e
        default: return false
        }
        count += 1
        return true
    }
}

/// A declaration's attributes as the parser stores them: up to `capacity` ranges inline (no array, no strings
/// per declaration); `Declaration.attributes` builds the `Attribute`s from the file's bytes when asked for.
/// Only an attribute whose name is the exact text of one range is stored so (a dotted name with trivia is not).
struct CompactAttributes: Sendable {
    struct Entry: Sendable {
        /// From `@` to the end, and the name's range.
        var start: UInt32 = 0, end: UInt32 = 0, nameStart: UInt32 = 0, nameEnd: UInt32 = 0
        /// The arguments' range when `hasArguments`.
        var argumentsStart: UInt32 = 0, argumentsEnd: UInt32 = 0
        var hasArguments = false

        func attribute(_ source: [UInt8]) -> Attribute {
            Attribute(name: CompactModifiers.Entry.text(source, Int(nameStart), Int(nameEnd)),
                      arguments: hasArguments ? SourceText(range: Int(argumentsStart)..<Int(argumentsEnd)) : nil,
                      range: Int(start)..<Int(end))
        }
    }
    static let capacity = 2
    var count: UInt8 = 0
    var entries: (Entry, Entry) = (Entry(), Entry())

    subscript(k: Int) -> Entry { k == 0 ? entries.0 : entries.1 }

    /// The attributes, built from the file's bytes.
    func attributes(_ source: [UInt8]) -> [Attribute] {
        var out: [Attribute] = []
        out.reserveCapacity(Int(count))
        for k in 0..<Int(count) { out.append(self[k].attribute(source)) }
        return out
    }

    /// False (nothing changed) when full.
    mutating func append(_ e: Entry) -> Bool {
        switch count {
        case 0: entries.0 = e
        case 1: entries.1 = e
        default: return false
        }
        count += 1
        return true
    }
}
