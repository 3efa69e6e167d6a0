struct Invoice {
    var total: Int
}

protocol Billing {
    func invoice(for account: Account) -> Invoice
}
