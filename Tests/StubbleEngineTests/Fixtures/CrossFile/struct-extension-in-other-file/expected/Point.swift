/// A struct whose helpers live in Point+Geometry.swift: their hooks live in a box declared here, which
/// the struct gets for them (a `let` with an initial value: the memberwise init is unchanged).
struct Point: Equatable {
    var x: Int
    var y: Int
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    var _distance: ((Point) -> Int)? { get { _stubs.hooks["_distance"] as? ((Point) -> Int) } nonmutating set { _stubs.hooks["_distance"] = newValue } } // stubble: Point+Geometry.swift
    var _getIsOrigin: (() -> Bool)? { get { _stubs.hooks["_getIsOrigin"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getIsOrigin"] = newValue } } // stubble: Point+Geometry.swift
}
