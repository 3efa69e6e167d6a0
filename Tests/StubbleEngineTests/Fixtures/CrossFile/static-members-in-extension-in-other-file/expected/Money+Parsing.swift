// @Stubbable
extension Money {
    // Its hook would assign `self = …`, which would initialize twice the box Money keeps its hooks in.
    init(dollars: Int) {
        self.cents = dollars * 100
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _parse: ((String) -> Money?)? = nil // stubble
    static func parse(_ text: String) -> Money? {
        if let _parse { _parse(text) } else { // stubble
        Int(text).map { Money(cents: $0) }
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _getZero: (() -> Money)? = nil // stubble
    static var zero: Money {/*stubble:*/ if let _getZero { _getZero() } else {/*:stubble*/ Money(cents: 0) /*stubble:*/}/*:stubble*/}

    #if DEBUG
    @exclusivity(unchecked) nonisolated(unsafe) static var _debugSample: (() -> Money)? = nil // stubble
    static func debugSample() -> Money {
        if let _debugSample { _debugSample() } else { // stubble
        Money(cents: 42)
        } // stubble
    }
    #endif
}
extension Money { // stubble
    static func _resetStaticStubs_MoneyParsing() { // stubble
        _parse = nil // stubble
        _getZero = nil // stubble
        #if DEBUG // stubble
        _debugSample = nil // stubble
        #endif // stubble
    } // stubble
} // stubble
