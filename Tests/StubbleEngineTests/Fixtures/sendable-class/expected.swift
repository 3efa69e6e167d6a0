// @Stubbable
final class Pricing: Sendable {
    @exclusivity(unchecked) nonisolated(unsafe) var _getBase: (@Sendable () -> Int)? = nil // stubble
    var base: Int { // stubble
        @storageRestrictions(initializes: _base) init { _base = newValue } // stubble
        get { if let _getBase { return _getBase() }; return _base } // stubble
    } // stubble
    let _base: Int

    init(base: Int) {
        self.base = base
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _price: (@Sendable (Int) -> Int)? = nil // stubble
    func price(for quantity: Int) -> Int {
        if let _price { _price(quantity) } else { // stubble
        base * quantity
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["base": self._base as Any], displayStyle: .class) } // stubble
}
extension Pricing: CustomReflectable {} // stubble

/*|*/final class Cache: @unchecked Sendable {
    var hits = 0

    func lookup(_ key: String) -> String? {
        hits += 1
        return nil
    }
}
