// Types declared in two `#if` clauses of this file and extended in other files: the extensions compile
// with whichever declaration is compiled, so each declaration holds their members' hooks (a class's stored
// hooks, a struct's box with its hooks), under a member's own conditions. `Bell`'s second declaration is the
// one compiled, so both clauses' hooks go through the compiler.
#if compiler(>=5.0)
final class Lamp {
    var level = 5
    @exclusivity(unchecked) var _dimmed: (() -> Int)? = nil // stubble: Lamp+Dimming.swift
    #if swift(>=5.9) // stubble: Lamp+Dimming.swift
    @exclusivity(unchecked) var _brightened: (() -> Int)? = nil // stubble: Lamp+Dimming.swift
    #endif // stubble: Lamp+Dimming.swift
}

struct Gauge {
    var value = 1
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    var _doubled: (() -> Int)? { get { _stubs.hooks["_doubled"] as? (() -> Int) } nonmutating set { _stubs.hooks["_doubled"] = newValue } } // stubble: Gauge+Doubling.swift
}
#else
final class Lamp {
    var level = 50
    @exclusivity(unchecked) var _dimmed: (() -> Int)? = nil // stubble: Lamp+Dimming.swift
    #if swift(>=5.9) // stubble: Lamp+Dimming.swift
    @exclusivity(unchecked) var _brightened: (() -> Int)? = nil // stubble: Lamp+Dimming.swift
    #endif // stubble: Lamp+Dimming.swift
}

struct Gauge {
    var value = 10
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    var _doubled: (() -> Int)? { get { _stubs.hooks["_doubled"] as? (() -> Int) } nonmutating set { _stubs.hooks["_doubled"] = newValue } } // stubble: Gauge+Doubling.swift
}
#endif

#if compiler(<5.0)
final class Bell {
    var tone = "low"
    @exclusivity(unchecked) var _ring: (() -> String)? = nil // stubble: Bell+Ringing.swift
}
#else
final class Bell {
    var tone = "high"
    @exclusivity(unchecked) var _ring: (() -> String)? = nil // stubble: Bell+Ringing.swift
}
#endif
