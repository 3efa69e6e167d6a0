/*|*/extension Gauge {
    func doubled() -> Int {
        value * 2
    }
}
