/// A generic struct whose helpers live in other files. The hooks of a constrained extension's members
/// (Stack+Extras.swift) live here, where `Element: Collection` does not hold: a hook whose type names a
/// member type of a generic parameter (`Element.Element`) or a name only a constrained extension declares
/// (`Inner`) is type-erased (`Any`, cast back), as for a constrained extension in the type's own file.
struct Stack<Element> {
    var items: [Element] = []
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    var _totalCount: (() -> Int)? { get { _stubs.hooks["_totalCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_totalCount"] = newValue } } // stubble: Stack+Extras.swift
    var _firstInner: (() -> Any)? { get { _stubs.hooks["_firstInner"] as? (() -> Any) } nonmutating set { _stubs.hooks["_firstInner"] = newValue } } // stubble: Stack+Extras.swift
    var _lastInner: (() -> Any)? { get { _stubs.hooks["_lastInner"] as? (() -> Any) } nonmutating set { _stubs.hooks["_lastInner"] = newValue } } // stubble: Stack+Extras.swift
    var _append: ((Element) -> Void)? { get { _stubs.hooks["_append"] as? ((Element) -> Void) } nonmutating set { _stubs.hooks["_append"] = newValue } } // stubble: Stack+Extras.swift
}
