// Generated list of Swift keywords (reserved and contextual) the parser looks at.

public enum Keyword: UInt8, Sendable, Hashable {
    case none = 0
    case `associatedtype`
    case `class`
    case `deinit`
    case `enum`
    case `extension`
    case `fileprivate`
    case `func`
    case `import`
    case `init`
    case `inout`
    case `internal`
    case `let`
    case `operator`
    case `private`
    case `precedencegroup`
    case `protocol`
    case `public`
    case `rethrows`
    case `static`
    case `struct`
    case `subscript`
    case `typealias`
    case `var`
    case `break`
    case `case`
    case `catch`
    case `continue`
    case `default`
    case `defer`
    case `do`
    case `else`
    case `fallthrough`
    case `for`
    case `guard`
    case `if`
    case `in`
    case `repeat`
    case `return`
    case `throw`
    case `switch`
    case `where`
    case `while`
    case capitalAny
    case `as`
    case `await`
    case `false`
    case `is`
    case `nil`
    case `self`
    case capitalSelf
    case `super`
    case `throws`
    case `true`
    case `try`
    case wildcard
    case `actor`
    case `async`
    case `each`
    case `any`
    case `some`
    case borrowing
    case consuming
    case sending
    case mutating
    case nonmutating
    case nonisolated
    case override
    case `final`
    case `lazy`
    case `weak`
    case unowned
    case `dynamic`
    case `optional`
    case required
    case convenience
    case `indirect`
    case `prefix`
    case `postfix`
    case `infix`
    case `isolated`
    case `package`
    case `macro`
    case `get`
    case `set`
    case willSet
    case didSet
    case _read
    case _modify
    case read
    case modify
    case unsafeAddress
    case unsafeMutableAddress
    case distributed
    case __owned
    case __shared
    case __consuming
    case _const
    case then
    case `yield`
    case discard
    case `consume`
    case `copy`
    case `left`
    case `right`
    case associativity
    case higherThan
    case lowerThan
    case assignment
    case capitalType
    case capitalProtocol
    case safe
    case unsafe
    case `open`

    /// Reserved words lex as `TokenKind.keyword`; the others stay identifiers.
    public var isReserved: Bool { rawValue >= 1 && rawValue <= 55 }

    static let spellings: [String] = ["", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "actor", "async", "each", "any", "some", "borrowing", "consuming", "sending", "mutating", "nonmutating", "nonisolated", "override", "final", "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience", "indirect", "prefix", "postfix", "infix", "isolated", "package", "macro", "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "unsafeAddress", "unsafeMutableAddress", "distributed", "__owned", "__shared", "__consuming", "_const", "then", "yield", "discard", "consume", "copy", "left", "right", "associativity", "higherThan", "lowerThan", "assignment", "Type", "Protocol", "safe", "unsafe", "open"]
    public var spelling: String { Keyword.spellings[Int(rawValue)] }
}

/// A set of keywords as a 128-bit mask: membership without hashing.
struct KeywordSet: ExpressibleByArrayLiteral, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    init(arrayLiteral elements: Keyword...) {
        for k in elements {
            let r = k.rawValue
            if r < 64 { low |= 1 << UInt64(r) } else { high |= 1 << UInt64(r - 64) }
        }
    }
    @inline(__always) func contains(_ k: Keyword) -> Bool {
        let r = k.rawValue
        return r < 64 ? low & (1 << UInt64(r)) != 0 : high & (1 << UInt64(r &- 64)) != 0
    }
}
