/*|*/actor Counter {
    var count = 0
    var step: Int = 1

    func increment() -> Int {
        count += step
        return count
    }
}
