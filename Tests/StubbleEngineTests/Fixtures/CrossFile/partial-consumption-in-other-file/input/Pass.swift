// A noncopyable struct without a deinit keeps its stored properties stored only when code of the module consumes
// one of its noncopyable stored properties on its own (partial consumption). Nothing in this file does; another
// file does (`pass.ticket.redeem()` in Gate.swift, of a `consuming` method), after which only the stored
// properties of `pass` can be read: `holder` and `ticket` keep their text, with a hint naming 'admit(_:)' in
// Gate.swift. `describe()` gets its hook.
struct Ticket: ~Copyable {
    var number: Int
    consuming func redeem() -> Int { number }
}

/*|*/struct Pass: ~Copyable {
    var holder: String
    var ticket: Ticket
    func describe() -> String { "\(holder) #\(ticket.number)" }
}
