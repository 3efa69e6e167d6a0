// The protocol as the mock generator sees it: plain data, independent of the parser.
// `ProtocolReader` fills it from a parsed file; tests may build it by hand.

/// Where the generated mock is compiled: `#if DEBUG` by default, any flag, or always.
public enum MockCondition: Hashable, Sendable {
    /// No `#if`: the mock is always compiled.
    case none
    /// `#if DEBUG`.
    case debug
    /// `#if FLAG` (any condition text, e.g. `!RELEASE` or `MOCKS && DEBUG`).
    case flag(String)

    var conditionText: String? {
        switch self {
        case .none: return nil
        case .debug: return "DEBUG"
        case .flag(let text): return text
        }
    }

    /// Parses a command-line value: `none`, `DEBUG`, or any other condition text.
    public init(argument: String) {
        switch argument {
        case "none", "": self = .none
        case "DEBUG", "debug": self = .debug
        default: self = .flag(argument)
        }
    }
}

/// Choices a user makes when generating a mock. `strict` and `presets` are remembered in the mock's
/// begin marker, so a refresh keeps them; the condition is whatever `#if` surrounds the mock.
public struct MockOptions: Hashable, Sendable {
    public var condition: MockCondition
    /// Every call that no hook or shortcut answers stops with a message, even when a default exists.
    public var strict: Bool
    /// Generates `init(_ configure: (FooMock) throws -> Void)` so tests can write `FooMock { $0._x = ... }`.
    public var presets: Bool
    public init(condition: MockCondition = .debug, strict: Bool = false, presets: Bool = true) {
        self.condition = condition
        self.strict = strict
        self.presets = presets
    }
}

/// One parameter of a requirement, as written.
struct MockParameter: Hashable, Sendable {
    /// The argument label: nil when the name is also the label, "_" when there is none.
    var label: String?
    /// The parameter name used in the body; nil for `_: Int`.
    var name: String?
    /// The type as written, including `inout`, attributes such as `@escaping`, but without `...`.
    var type: String
    var isVariadic: Bool

    var externalLabel: String { label ?? name ?? "_" }
}

enum ThrowsClause: Hashable, Sendable {
    case none
    case throwsAny
    /// `throws(E)`; E as written.
    case typed(String)
    case rethrowing

    var isThrowing: Bool { self != .none }
}

struct MockMethod: Hashable, Sendable {
    var name: String
    /// Generic parameters as written between `<` and `>`, e.g. "T: Decodable, U".
    var genericParameters: String?
    var parameters: [MockParameter]
    var isAsync: Bool
    var throwsClause: ThrowsClause
    /// The result type as written; nil when there is no `->`.
    var returnType: String?
    var whereClause: String?
    var isStatic: Bool
    /// Attributes worth keeping on the witness, e.g. `@discardableResult`.
    var attributes: [String]
    /// `nonisolated` in an actor or global-actor protocol: the witness must be nonisolated too.
    var isNonisolated: Bool = false
}

struct MockProperty: Hashable, Sendable {
    var name: String
    var type: String
    var isStatic: Bool
    var hasSetter: Bool
    var getterIsAsync: Bool
    var getterThrows: ThrowsClause
    var isNonisolated: Bool = false
}

struct MockInitializer: Hashable, Sendable {
    var genericParameters: String?
    var parameters: [MockParameter]
    var whereClause: String?
}

struct MockSubscript: Hashable, Sendable {
    var genericParameters: String?
    var parameters: [MockParameter]
    var returnType: String
    var whereClause: String?
    var isStatic: Bool
    var hasSetter: Bool
    var getterIsAsync: Bool
    var getterThrows: ThrowsClause
}

enum MockRequirement: Hashable, Sendable {
    case method(MockMethod)
    case property(MockProperty)
    case initializer(MockInitializer)
    case subscriptRequirement(MockSubscript)
}

struct MockAssociatedType: Hashable, Sendable {
    var name: String
    /// Inheritance as written after `:`, e.g. "Hashable & Sendable".
    var constraint: String?
    var whereClause: String?
    /// Set when a same-type constraint fixes it (`where RawValue == Int64`): the mock declares
    /// `typealias RawValue = Int64` instead of a generic parameter.
    var concreteType: String? = nil
}

/// A protocol with everything the mock needs, its refined protocols' requirements already merged in.
struct MockedProtocol: Hashable, Sendable {
    var name: String
    /// "public", "package", "fileprivate", "private" or "" (internal).
    var access: String
    /// Global-actor attribute of the protocol, e.g. "@MainActor".
    var globalActor: String?
    var isActor: Bool
    var isSendable: Bool
    var associatedTypes: [MockAssociatedType]
    var whereClause: String?
    var requirements: [MockRequirement]
    /// Every requirement as declared, restated ones included (before they are merged into `requirements`):
    /// what the generated mock must witness, each one (`MockCoverage`).
    var declared: [MockRequirement] = []
    /// For each requirement, the compilation condition it is declared under (`#if` inside the protocol), or nil.
    var conditions: [String?] = []
    /// Standard protocols the mock satisfies with generated members (Equatable, Hashable, ...).
    /// Import statements (as written) of the files declaring refined protocols, unconditional and top level.
    var imports: [String] = []
    var refinesEquatable: Bool = false
    var refinesHashable: Bool = false
}
