// A generic method whose parameter of a generic type is `inout`, or a closure that does not escape, cannot
// pass it as `Any`: its hook is `Any?` as a whole and holds a closure of the method's own type, which the
// method casts back with its generic parameters bound. A test writes the closure with its types
// (`store._update = { (value: inout Int, transform: (Int) -> Int) -> Int in … }`); a closure of another
// type (another specialisation) is not the hook of this call, which runs as written.
// @Stubbable
final class Store {
    @exclusivity(unchecked) var _getLog: (() -> [String])? = nil // stubble
    @exclusivity(unchecked) var _setLog: (([String]) -> Void)? = nil // stubble
    var log: [String] { // stubble
        @storageRestrictions(initializes: _log) init { _log = newValue } // stubble
        get { if let _getLog { return _getLog() }; return _log } // stubble
        set { if let _setLog { _setLog(newValue) } else { _log = newValue } } // stubble
        _modify { if _getLog == nil && _setLog == nil { yield &_log } else { var _stubbleValue = log; yield &_stubbleValue; log = _stubbleValue } } // stubble
    } // stubble
    var _log: [String] = []

    @exclusivity(unchecked) var _update: Any? = nil // stubble
    func update<T>(_ value: inout T, with transform: (T) -> T) -> Int {
        if let _update = (_update as? (inout T, (T) -> T) -> Int) ?? (_update as? @Sendable (inout T, (T) -> T) -> Int) { return _update(&value, transform) } // stubble
        value = transform(value)
        return 1
    }

    @exclusivity(unchecked) var _measure: Any? = nil // stubble
    func measure<R>(_ label: String, _ body: () throws -> R) rethrows -> R {
        if let _measure = (_measure as? (String, () throws -> R) -> R) ?? (_measure as? @Sendable (String, () throws -> R) -> R) { return _measure(label, body) } // stubble
        log.append(label)
        return try body()
    }

    // An async one keeps its hint: a closure stored as `Any` does not carry the isolation its hook needs.
    func later<T>(_ value: inout T) async -> Int {
        0
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["log": self._log as Any], displayStyle: .class) } // stubble
}
extension Store: CustomReflectable {} // stubble
