struct Half {
    func typing(_ value: Int, second
    func next() {}
    var x: = 3
    func returns() -> {}
}
