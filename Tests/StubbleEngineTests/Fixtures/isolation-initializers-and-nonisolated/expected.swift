// An actor's stored property is stubbed through an actor-isolated computed property: one that a
// synchronous initializer assigns, or a nonisolated member reads, stays as it is (with a hint saying why).
// A @MainActor class's nonisolated members keep their isolation.
// @Stubbable
actor Store {
    var items: [Int] = []
    let name: String
    @exclusivity(unchecked) nonisolated(unsafe) var _getHits: (@Sendable () -> Int)? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setHits: (@Sendable (Int) -> Void)? = nil // stubble
    var hits: Int { // stubble
        @storageRestrictions(initializes: _hits) init { _hits = newValue } // stubble
        get { if let _getHits { return _getHits() }; return _hits } // stubble
        set { if let _setHits { _setHits(newValue) } else { _hits = newValue } } // stubble
        _modify { if _getHits == nil && _setHits == nil { yield &_hits } else { var _stubbleValue = hits; yield &_stubbleValue; hits = _stubbleValue } } // stubble
    } // stubble
    var _hits: Int = 0

    init(name: String) {
        self.name = name
        items = [1]
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _label: (@Sendable () -> String)? = nil // stubble
    nonisolated func label() -> String {
        if let _label { _label() } else { // stubble
        "store " + name
        } // stubble
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _add: (@Sendable (Int) -> Int)? = nil // stubble
    func add(_ i: Int) -> Int {
        if let _add { return _add(i) } // stubble
        items.append(i)
        hits += 1
        return items.count
    }
}

// @Stubbable
@MainActor final class Screen {
    @exclusivity(unchecked) var _getTitle: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setTitle: ((String) -> Void)? = nil // stubble
    var title: String { // stubble
        @storageRestrictions(initializes: _title) init { _title = newValue } // stubble
        get { if let _getTitle { return _getTitle() }; return _title } // stubble
        set { if let _setTitle { _setTitle(newValue) } else { _title = newValue } } // stubble
        _modify { if _getTitle == nil && _setTitle == nil { yield &_title } else { var _stubbleValue = title; yield &_stubbleValue; title = _stubbleValue } } // stubble
    } // stubble
    var _title: String = "home"
    @exclusivity(unchecked) nonisolated(unsafe) var _getId: (() -> Int)? = nil // stubble
    nonisolated var id: Int { // stubble
        get { if let _getId { return _getId() }; return _id } // stubble
    } // stubble
    nonisolated let _id: Int = 1

    @exclusivity(unchecked) nonisolated(unsafe) var _describe: (() -> String)? = nil // stubble
    nonisolated func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "screen \(id)"
        } // stubble
    }

    @exclusivity(unchecked) var _show: (() -> String)? = nil // stubble
    func show() -> String {
        if let _show { _show() } else { // stubble
        title
        } // stubble
    }
}
