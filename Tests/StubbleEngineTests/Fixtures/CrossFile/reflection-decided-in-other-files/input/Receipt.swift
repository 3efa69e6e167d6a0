// Nothing in the module reflects `Receipt`: it gets a mirror.
/*|*/struct Receipt {
    var number: Int
    func printed() -> String { "#\(number)" }
}
