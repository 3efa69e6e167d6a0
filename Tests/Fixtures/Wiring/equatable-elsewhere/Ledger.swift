protocol Ledger {
    func spend(_ token: Token, count: Int)
}
