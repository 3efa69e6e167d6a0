/*|*/extension Lamp {
    func dimmed() -> Int {
        level - 1
    }

    #if swift(>=5.9)
    func brightened() -> Int {
        level + 1
    }
    #endif
}
