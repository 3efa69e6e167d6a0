struct Stack<Element> {
    var items: [Element]
    var _contains: ((Element) -> Bool)? { get { _stubs.hooks["_contains"] as? ((Element) -> Bool) } nonmutating set { _stubs.hooks["_contains"] = newValue } } // stubble
    var _count: ((Element) -> Int)? { get { _stubs.hooks["_count"] as? ((Element) -> Int) } nonmutating set { _stubs.hooks["_count"] = newValue } } // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["items": self.items as Any], displayStyle: .struct) } // stubble
}
extension Stack: CustomReflectable {} // stubble

// A conditional conformance: the struct's hooks live in its box, which compares equal, so the
// conformance is what it was; `contains` is stubbed for every `Element: Equatable`.
// @Stubbable
extension Stack: Equatable where Element: Equatable {
    func contains(_ element: Element) -> Bool {
        if let _contains { _contains(element) } else { // stubble
        items.contains(element)
        } // stubble
    }

    func count(of element: Element) -> Int {
        if let _count { _count(element) } else { // stubble
        items.filter { $0 == element }.count
        } // stubble
    }
}
