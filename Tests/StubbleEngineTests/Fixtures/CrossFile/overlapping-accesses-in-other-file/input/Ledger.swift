// An extension in another file changes one stored property while the closure it passes uses another
// (`entries.withUnsafeMutableBufferPointer { … weights … }`): Swift allows that for two stored properties of a
// struct, not once either is the computed property that stubs it (an access to the whole value), so both
// stay stored and the hint names the file that decided. Only the module says so (swift-collections'
// OrderedDictionary, whose `_values` and `_keys` are used so in OrderedDictionary+Move.swift). `title` is
// stubbed.
/*|*/struct Ledger {
    var entries: [Int]
    var weights: [Int]
    var title: String

    func total() -> Int {
        entries.reduce(0, +)
    }
}
