// Initializer hooks in other shapes of struct. A generic struct has no static stored properties: its
// initializers' hooks are computed over the file-private table its static hooks use, one entry per
// specialisation (`Pair<Int>._initFirstSecond` is not `Pair<String>._initFirstSecond`); a value of a generic
// initializer's own parameter passes `as Any` (an optional too, without a warning; the closure too: found on
// swift-argument-parser, where `@Sendable Any` did not compile). An `@inlinable` initializer reads a
// `@usableFromInline` hook. A `nonisolated init` of a `@MainActor` struct reads a `nonisolated(unsafe)` hook
// (the `Int` property it assigns is stubbed by a `nonisolated` computed property, which it may assign, as
// `stored-properties-of-main-actor-structs` shows). A
// parameter with no name inside the body (`_: Bool`) gets one, as a method's does. A struct whose only hooks
// are its initializers' gets no box: its layout does not change (`@frozen` structs' initializers get hooks).
// A `~Copyable` struct that holds a box keeps its initializers as they are: `self = …` would destroy the box
// on one path only, which Swift does not support for it.
// @Stubbable
struct Pair<T> {
    var first: T
    var second: T

    init(first: T, second: T) {
        self.first = first
        self.second = second
    }

    init(both: T) { self.init(first: both, second: both) }

    init<U>(converting value: U?, fallback: T, with convert: @escaping @Sendable (U) -> T) {
        self.init(both: value.map(convert) ?? fallback)
    }
}

// @Stubbable
public struct Version {
    public var major: Int
    public var minor: Int

    @inlinable
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }
}

// @Stubbable
@MainActor
struct Screen {
    var width: Int

    nonisolated init(width: Int) {
        self.width = width
    }

    func half() -> Int { width / 2 }
}

// @Stubbable
struct Handle: ~Copyable {
    let descriptor: Int

    init(descriptor: Int) {
        self.descriptor = descriptor
    }
}

// @Stubbable
struct Flag {
    var isOn: Bool

    init(_: Bool, isOn: Bool) {
        self.isOn = isOn
    }
}

// @Stubbable
@frozen public struct Celsius {
    public var degrees: Double

    @inlinable
    public init(degrees: Double) {
        self.degrees = degrees
    }
}

// An optional `let` without a value, stubbed (its computed property spelled `Optional<String>`: with `String?`
// Swift reports the storage "initialized twice"), in a struct whose initializer gets a hook (`self = …`).
// @Stubbable
struct Node {
    let parent: String?

    init(parent: String?) {
        self.parent = parent
    }
}

// A `let` with a value: `self = …` from a hook would initialize it a second time, so the initializer keeps
// its text with a hint (found on FlyingFox); the other members are stubbed.
// @Stubbable
struct Failure {
    let domain: String = "http"
    var code: Int

    init(code: Int) {
        self.code = code
    }

    func summary() -> String {
        "\(domain) \(code)"
    }
}

// A struct whose nested struct's initializer gets a hook keeps its own hooks in its box: the nested type's
// `Self._initText` is the nested type's (a refresh took it for the outer struct's, and moved every hook of
// swift-argument-parser's ArgumentInfoV0 outside the value).
// @Stubbable
struct Argument {
    // @Stubbable
    struct Name {
        var text: String

        init(text: String) {
            self.text = text
        }
    }

    var name: Name
}
