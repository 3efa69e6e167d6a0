// The reference counting rules for Stubble's corpus check, written against swift-syntax.
//
// Counted: class, struct, enum, actor, protocol, extension, func, and var/let declarations (one
// `VariableDeclSyntax` counts once, as `var` or `let` by its binding specifier) that stand OUTSIDE
//   - function, init, deinit and subscript bodies (and signatures),
//   - accessor blocks (get/set/willSet/didSet/... and computed-property bodies),
//   - closures,
//   - statement code blocks (`if`/`guard`/`for`/`while`/`repeat`/`do`/`catch`/`defer` bodies, `switch` cases).
// Every `#if` clause is visited, at top level and in member blocks, so declarations in every branch count.
// Nested types and their members count; members of a `var`'s initializer expression do not.
import SwiftParser
import SwiftSyntax

public struct DeclCounts: Equatable, Sendable {
    public var `class` = 0, `struct` = 0, `enum` = 0, actor = 0, `protocol` = 0, `extension` = 0
    public var `func` = 0, `var` = 0, `let` = 0

    public init() {}

    public static let kinds = ["class", "struct", "enum", "actor", "protocol", "extension", "func", "var", "let"]

    public var values: [Int] { [`class`, `struct`, `enum`, actor, `protocol`, `extension`, `func`, `var`, `let`] }

    /// `class=N struct=N enum=N actor=N protocol=N extension=N func=N var=N let=N`
    public var line: String {
        zip(Self.kinds, values).map { "\($0)=\($1)" }.joined(separator: " ")
    }

    public static func += (lhs: inout DeclCounts, rhs: DeclCounts) {
        lhs.class += rhs.class; lhs.struct += rhs.struct; lhs.enum += rhs.enum; lhs.actor += rhs.actor
        lhs.protocol += rhs.protocol; lhs.extension += rhs.extension; lhs.func += rhs.func
        lhs.var += rhs.var; lhs.let += rhs.let
    }
}

/// Walks a tree and counts the declarations the corpus check compares.
public final class DeclCountingVisitor: SyntaxVisitor {
    public private(set) var counts = DeclCounts()

    public init() { super.init(viewMode: .sourceAccurate) }

    // Containers: count, then walk into their members (nested types, `#if` clauses).
    public override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { counts.class += 1; return .visitChildren }
    public override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { counts.struct += 1; return .visitChildren }
    public override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { counts.enum += 1; return .visitChildren }
    public override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { counts.actor += 1; return .visitChildren }
    public override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { counts.protocol += 1; return .visitChildren }
    public override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { counts.extension += 1; return .visitChildren }

    // Leaves: count, and never look inside (bodies, accessor blocks, initializer expressions).
    public override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { counts.func += 1; return .skipChildren }
    public override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.bindingSpecifier.tokenKind == .keyword(.let) { counts.let += 1 } else { counts.var += 1 }
        return .skipChildren
    }
    public override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Not declaration scopes we count: closures, accessor blocks, statement bodies, switch cases.
    public override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    public override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

public struct FileResult: Sendable {
    public var counts: DeclCounts
    /// True when swift-syntax's parser reported a syntax error (missing or unexpected nodes) in the file.
    public var hasErrors: Bool
    /// True when printing the tree gives back the input byte for byte.
    public var roundTrips: Bool
}

public enum DeclCounting {
    /// Parses `source` with SwiftParser and counts its declarations.
    public static func count(_ source: [UInt8]) -> FileResult {
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = DeclCountingVisitor()
        visitor.walk(tree)
        return FileResult(counts: visitor.counts, hasErrors: tree.hasError,
                          roundTrips: tree.syntaxTextBytes == source)
    }

    /// Parses and counts without the checks (what the benchmark times).
    public static func countOnly(_ source: [UInt8]) -> DeclCounts {
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = DeclCountingVisitor()
        visitor.walk(tree)
        return visitor.counts
    }
}
