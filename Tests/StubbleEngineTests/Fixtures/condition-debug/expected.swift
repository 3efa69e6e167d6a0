// @Stubbable(condition: DEBUG)
final class Repository {
    #if DEBUG // stubble
    @exclusivity(unchecked) var _getLimit: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setLimit: ((Int) -> Void)? = nil // stubble
    var limit: Int { // stubble
        @storageRestrictions(initializes: _limit) init { _limit = newValue } // stubble
        get { if let _getLimit { return _getLimit() }; return _limit } // stubble
        set { if let _setLimit { _setLimit(newValue) } else { _limit = newValue } } // stubble
        _modify { if _getLimit == nil && _setLimit == nil { yield &_limit } else { var _stubbleValue = limit; yield &_stubbleValue; limit = _stubbleValue } } // stubble
    } // stubble
    var _limit: Int = 10 // stubble
    #else // stubble
    var limit: Int = 10
    #endif // stubble

    #if DEBUG // stubble
    @exclusivity(unchecked) var _items: (() -> [Int])? = nil // stubble
    #endif // stubble
    func items() -> [Int] {
        #if DEBUG // stubble
        if let _items { return _items() } // stubble
        #endif // stubble
        /*stubble:*/return /*:stubble*/Array(0..<limit)
    }

    #if DEBUG // stubble
    @exclusivity(unchecked) var _save: ((Int) -> Void)? = nil // stubble
    #endif // stubble
    func save(_ item: Int) {
        #if DEBUG // stubble
        if let _save { return _save(item) } // stubble
        #endif // stubble
        print("saved", item)
    }
    #if DEBUG // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["limit": self._limit as Any], displayStyle: .class) } // stubble
    #endif // stubble
}
#if DEBUG // stubble
extension Repository: CustomReflectable {} // stubble
#endif // stubble
