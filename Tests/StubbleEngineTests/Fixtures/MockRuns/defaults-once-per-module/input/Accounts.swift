struct Account {
    var id: Int
}

protocol Accounts {
    func account(id: Int) -> Account
}
