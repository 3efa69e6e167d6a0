// `stubble fix` writes the type an annotated member needs when a lone literal says it for certain, then
// stubs the member. Anything else stays as written, with its error: the editor offers a type to insert.
final class Counter {}

final class Scoreboard {
    @exclusivity(unchecked) var _getCount: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setCount: ((Int) -> Void)? = nil // stubble
    var count: Int { // stubble
        @storageRestrictions(initializes: _count) init { _count = newValue } // stubble
        get { if let _getCount { return _getCount() }; return _count } // stubble
        set { if let _setCount { _setCount(newValue) } else { _count = newValue } } // stubble
        _modify { if _getCount == nil && _setCount == nil { yield &_count } else { var _stubbleValue = count; yield &_stubbleValue; count = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _count: Int = 0
    @exclusivity(unchecked) var _getTitle: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setTitle: ((String) -> Void)? = nil // stubble
    var title: String { // stubble
        @storageRestrictions(initializes: _title) init { _title = newValue } // stubble
        get { if let _getTitle { return _getTitle() }; return _title } // stubble
        set { if let _setTitle { _setTitle(newValue) } else { _title = newValue } } // stubble
        _modify { if _getTitle == nil && _setTitle == nil { yield &_title } else { var _stubbleValue = title; yield &_stubbleValue; title = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _title: String = "Scores"
    @exclusivity(unchecked) var _getIsLive: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) var _setIsLive: ((Bool) -> Void)? = nil // stubble
    var isLive: Bool { // stubble
        @storageRestrictions(initializes: _isLive) init { _isLive = newValue } // stubble
        get { if let _getIsLive { return _getIsLive() }; return _isLive } // stubble
        set { if let _setIsLive { _setIsLive(newValue) } else { _isLive = newValue } } // stubble
        _modify { if _getIsLive == nil && _setIsLive == nil { yield &_isLive } else { var _stubbleValue = isLive; yield &_stubbleValue; isLive = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _isLive: Bool = true
    @exclusivity(unchecked) var _getRatio: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setRatio: ((Double) -> Void)? = nil // stubble
    var ratio: Double { // stubble
        @storageRestrictions(initializes: _ratio) init { _ratio = newValue } // stubble
        get { if let _getRatio { return _getRatio() }; return _ratio } // stubble
        set { if let _setRatio { _setRatio(newValue) } else { _ratio = newValue } } // stubble
        _modify { if _getRatio == nil && _setRatio == nil { yield &_ratio } else { var _stubbleValue = ratio; yield &_stubbleValue; ratio = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _ratio: Double = 1.5
    @exclusivity(unchecked) var _getOffset: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setOffset: ((Int) -> Void)? = nil // stubble
    var offset: Int { // stubble
        @storageRestrictions(initializes: _offset) init { _offset = newValue } // stubble
        get { if let _getOffset { return _getOffset() }; return _offset } // stubble
        set { if let _setOffset { _setOffset(newValue) } else { _offset = newValue } } // stubble
        _modify { if _getOffset == nil && _setOffset == nil { yield &_offset } else { var _stubbleValue = offset; yield &_stubbleValue; offset = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _offset: Int = -3
    @exclusivity(unchecked) var _getLimit: (() -> Int)? = nil // stubble
    var limit: Int { // stubble
        get { if let _getLimit { return _getLimit() }; return _limit } // stubble
    } // stubble
    // @StubbableProperty
    let _limit: Int = 1_000
    @exclusivity(unchecked) var _getBanner: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setBanner: ((String) -> Void)? = nil // stubble
    var banner: String { // stubble
        @storageRestrictions(initializes: _banner) init { _banner = newValue } // stubble
        get { if let _getBanner { return _getBanner() }; return _banner } // stubble
        set { if let _setBanner { _setBanner(newValue) } else { _banner = newValue } } // stubble
        _modify { if _getBanner == nil && _setBanner == nil { yield &_banner } else { var _stubbleValue = banner; yield &_stubbleValue; banner = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _banner: String = "Round \(1)"
    @exclusivity(unchecked) var _getRetries: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setRetries: ((Int) -> Void)? = nil // stubble
    var retries: Int { // stubble
        @storageRestrictions(initializes: _retries) init { _retries = newValue } // stubble
        get { if let _getRetries { return _getRetries() }; return _retries } // stubble
        set { if let _setRetries { _setRetries(newValue) } else { _retries = newValue } } // stubble
        _modify { if _getRetries == nil && _setRetries == nil { yield &_retries } else { var _stubbleValue = retries; yield &_stubbleValue; retries = _stubbleValue } } // stubble
    } // stubble
    // @StubbableProperty
    var _retries: Int = 2

    // @StubbableProperty
    var counter = Counter()
    // @StubbableProperty
    var isEmpty = "a" == "b"
    // @StubbableProperty
    var length = "abc".count
    // @StubbableProperty
    var mask = 0x1F
    nonisolated var customMirror: Mirror { Mirror(self, children: ["count": self._count as Any, "title": self._title as Any, "isLive": self._isLive as Any, "ratio": self._ratio as Any, "offset": self._offset as Any, "limit": self._limit as Any, "banner": self._banner as Any, "retries": self._retries as Any, "counter": self.counter as Any, "isEmpty": self.isEmpty as Any, "length": self.length as Any, "mask": self.mask as Any], displayStyle: .class) } // stubble
}
extension Scoreboard: CustomReflectable {} // stubble

// A member that a type's annotation skips for want of a type keeps its text (a hint says why). (One whose
// initializer says its type for certain, `var total = 0`, is stubbed: fixture types-read-from-initializers.)
// @Stubbable
final class Tally {
    var total = [1, 2, 3].count
}
