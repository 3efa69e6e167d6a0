import Foundation

// Types of many shapes: a class nested in an extension, @dynamicMemberLookup and callAsFunction, a generic
// Codable class, a deinit, a generic struct, public and @inlinable members, defaults naming statics, async
// sequences, a failable init: with no hook set, the program prints what the original prints.

// @Stubbable
struct Outer {
    var v: Int = 1
}
extension Outer {
    // @Stubbable
    final class Inner {
        func f() -> Int { 1 }
    }
}

// @Stubbable
@dynamicMemberLookup
struct Wrapper {
    var dict: [String: Int] = ["a": 1]
    subscript(dynamicMember key: String) -> Int? { dict[key] }
    func callAsFunction(_ x: Int) -> Int { x * 2 }
}

// @Stubbable
final class Holder<T: Codable & Sendable>: Codable {
    var items: [T] = []
    func count() -> Int { items.count }
}

// @Stubbable
final class Life {
    var n: Int = 1
    deinit { print("deinit", n) }
    func get() -> Int { n }
}

// @Stubbable
struct Gen<Element> {
    var items: [Element] = []
    func first() -> Element? { items.first }
    mutating func add(_ e: Element) { items.append(e) }
}

// @Stubbable
public final class PublicThing {
    public var x: Int = 0
    public init() {}
    @inlinable public func twice() -> Int { x * 2 }
    @inline(__always) func fast() -> Int { 1 }
}

// @Stubbable
final class Defaulted {
    func f(_ a: Int = Defaulted.base, _ b: [Int] = []) -> Int { a + b.count }
    static let base: Int = 5
}

// @Stubbable
final class AsyncSeq {
    func stream() -> AsyncStream<Int> { AsyncStream { $0.yield(1); $0.finish() } }
    func values() async -> [Int] { var out: [Int] = []; for await v in stream() { out.append(v) }; return out }
}

// @Stubbable
final class Failable {
    init?(ok: Bool) { if !ok { return nil } }
    func f() -> Int { 1 }
}
