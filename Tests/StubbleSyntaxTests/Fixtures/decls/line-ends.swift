// Where an initializer ends: a member named like a keyword ends the expression; an operator or a
// `.member` at a line edge continues it.
enum Keys {
    static let live = NotificationCenter.default
    static var test: Int { 1 }
    static let kind = Kind.self
    static let made = Maker.init
    let sum = 1 +
        2
    let chain = base
        .map { $0 }
    let optional = value?
        .member
    let unwrapped = value!
    var next = 0
}
