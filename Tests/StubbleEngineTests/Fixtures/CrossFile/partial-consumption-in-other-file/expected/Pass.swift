// A noncopyable struct without a deinit keeps its stored properties stored only when code of the module consumes
// one of its noncopyable stored properties on its own (partial consumption). Nothing in this file does; another
// file does (`pass.ticket.redeem()` in Gate.swift, of a `consuming` method), after which only the stored
// properties of `pass` can be read: `holder` and `ticket` keep their text, with a hint naming 'admit(_:)' in
// Gate.swift. `describe()` gets its hook.
struct Ticket: ~Copyable {
    var number: Int
    consuming func redeem() -> Int { number }
}

// @Stubbable
struct Pass: ~Copyable {
    var holder: String
    var ticket: Ticket
    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "\(holder) #\(ticket.number)" /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}
