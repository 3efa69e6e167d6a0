func admit(_ pass: consuming Pass) -> String {
    let number = pass.ticket.redeem()
    return "\(pass.holder) admitted with \(number)"
}
