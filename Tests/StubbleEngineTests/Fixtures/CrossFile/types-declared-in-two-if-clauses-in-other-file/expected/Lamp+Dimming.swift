// @Stubbable
extension Lamp {
    func dimmed() -> Int {
        if let _dimmed { _dimmed() } else { // stubble
        level - 1
        } // stubble
    }

    #if swift(>=5.9)
    func brightened() -> Int {
        if let _brightened { _brightened() } else { // stubble
        level + 1
        } // stubble
    }
    #endif
}
