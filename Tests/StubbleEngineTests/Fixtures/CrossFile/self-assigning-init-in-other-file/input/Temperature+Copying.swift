extension Temperature {
    init(copying other: Temperature) {
        self = other
    }
}
