/*|*/extension Tree.Handle {
    func find(at position: Int) -> Int {
        start + position
    }

    static func make(at start: Int) -> Self {
        Self(start: start)
    }
}
