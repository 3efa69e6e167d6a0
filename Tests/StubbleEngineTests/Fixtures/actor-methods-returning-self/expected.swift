// swift-sdk's `actor Client`: builder methods return `Self`. In an actor, as in a final class, the actor's own
// name does not convert to `Self`: the hook gives the actor and the method casts it back (it cannot fail).
// @Stubbable
actor Client {
    @exclusivity(unchecked) nonisolated(unsafe) var _getHandlers: (@Sendable () -> [String])? = nil // stubble
    @exclusivity(unchecked) nonisolated(unsafe) var _setHandlers: (@Sendable ([String]) -> Void)? = nil // stubble
    var handlers: [String] { // stubble
        @storageRestrictions(initializes: _handlers) init { _handlers = newValue } // stubble
        get { if let _getHandlers { return _getHandlers() }; return _handlers } // stubble
        set { if let _setHandlers { _setHandlers(newValue) } else { _handlers = newValue } } // stubble
        _modify { if _getHandlers == nil && _setHandlers == nil { yield &_handlers } else { var _stubbleValue = handlers; yield &_stubbleValue; handlers = _stubbleValue } } // stubble
    } // stubble
    var _handlers: [String] = []

    @exclusivity(unchecked) nonisolated(unsafe) var _withHandler: (@Sendable (String) -> Client)? = nil // stubble
    func withHandler(_ name: String) -> Self {
        if let _withHandler { return _withHandler(name) as! Self } // stubble
        handlers.append(name)
        return self
    }

    @exclusivity(unchecked) nonisolated(unsafe) var _count: (@Sendable () -> Int)? = nil // stubble
    func count() -> Int {
        if let _count { _count() } else { // stubble
        handlers.count
        } // stubble
    }
}
