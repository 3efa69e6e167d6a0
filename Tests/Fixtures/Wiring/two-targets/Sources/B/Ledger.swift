import A

/// B's own token, not `Equatable`: it hides A's `Token` in this target.
struct Token {
    var value: Int
}

protocol Ledger: Store {
    func spend(_ amount: Money, token: Token) -> Bool
    func total() -> Money
}
