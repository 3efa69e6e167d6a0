// Typed throws keep their type in the hook (`throws(ParseError)`), in a throwing initializer, an async method,
// a closure parameter, a generic `throws(E)` and a getter. A method that `throws(Never)` throws nothing: its
// hook's call has no `try`, which Swift would warn about ("no calls to throwing functions occur within 'try'
// expression"); the previous engine wrote one.

enum ParseError: Error { case empty, bad(String) }

// @Stubbable
struct Parser {
    var strict: Bool
    init(strict: Bool) throws(ParseError) {
        if !strict && false { throw .empty }
        self.strict = strict
    }
    func parse(_ s: String) async throws(ParseError) -> Int {
        guard !s.isEmpty else { throw .empty }
        guard let v = Int(s) else { throw .bad(s) }
        return v
    }
    func each(_ xs: [Int], _ body: (Int) throws(ParseError) -> Void) throws(ParseError) { for x in xs { try body(x) } }
    func generic<E: Error>(_ f: () throws(E) -> Int) throws(E) -> Int { try f() }
    func never() throws(Never) -> Int { 1 }
    var checked: Int { get throws(ParseError) { if strict { return 1 }; throw .empty } }
}
