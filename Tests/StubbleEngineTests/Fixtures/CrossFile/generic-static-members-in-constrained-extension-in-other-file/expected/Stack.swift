// A generic struct in one file, and static members of a constrained extension of it in another. A generic
// type has no static stored properties: their hooks are static computed properties in the extension itself
// (which sees its constraints: `Element` needs no type erasure), over a table declared in the extension's
// file. `Stack<Int>._resetStaticStubs_StackSorting()` (declared in an extension of its own, for any `Stack`)
// empties that table for every specialisation. The instance method's hook lives in this file's box, as ever.
struct Stack<Element> {
    var items: [Element]
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    var _smallest: (() -> Element?)? { get { _stubs.hooks["_smallest"] as? (() -> Element?) } nonmutating set { _stubs.hooks["_smallest"] = newValue } } // stubble: Stack+Sorting.swift
}
