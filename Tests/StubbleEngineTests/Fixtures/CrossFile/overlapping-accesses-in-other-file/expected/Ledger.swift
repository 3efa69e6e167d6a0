// An extension in another file changes one stored property while the closure it passes uses another
// (`entries.withUnsafeMutableBufferPointer { … weights … }`): Swift allows that for two stored properties of a
// struct, not once either is the computed property that stubs it (an access to the whole value), so both
// stay stored and the hint names the file that decided. Only the module says so (swift-collections'
// OrderedDictionary, whose `_values` and `_keys` are used so in OrderedDictionary+Move.swift). `title` is
// stubbed.
// @Stubbable
struct Ledger {
    var entries: [Int]
    var weights: [Int]
    var _getTitle: (() -> String)? { get { _stubs.hooks["_getTitle"] as? (() -> String) } nonmutating set { _stubs.hooks["_getTitle"] = newValue } } // stubble
    var _setTitle: ((String) -> Void)? { get { _stubs.hooks["_setTitle"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setTitle"] = newValue } } // stubble
    var title: String { // stubble
        @storageRestrictions(initializes: _title) init { _title = newValue } // stubble
        get { if let _getTitle { return _getTitle() }; return _title } // stubble
        set { if let _setTitle { _setTitle(newValue) } else { _title = newValue } } // stubble
        _modify { if _getTitle == nil && _setTitle == nil { yield &_title } else { var _stubbleValue = title; yield &_stubbleValue; title = _stubbleValue } } // stubble
    } // stubble
    var _title: String

    var _total: (() -> Int)? { get { _stubs.hooks["_total"] as? (() -> Int) } nonmutating set { _stubs.hooks["_total"] = newValue } } // stubble
    func total() -> Int {
        if let _total { _total() } else { // stubble
        entries.reduce(0, +)
        } // stubble
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["entries": self.entries as Any, "weights": self.weights as Any, "title": self._title as Any], displayStyle: .struct) } // stubble
}
extension Ledger: CustomReflectable {} // stubble
