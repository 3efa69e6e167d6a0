/*|*/final class Pricing: Sendable {
    let base: Int

    init(base: Int) {
        self.base = base
    }

    func price(for quantity: Int) -> Int {
        base * quantity
    }
}

/*|*/final class Cache: @unchecked Sendable {
    var hits = 0

    func lookup(_ key: String) -> String? {
        hits += 1
        return nil
    }
}
