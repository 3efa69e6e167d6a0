// Swift's static exclusivity checking lets a struct change one stored property while a closure passed to the
// change reads another (`values.withUnsafeMutableBufferPointer { … keys … }`), or pass two stored properties
// `inout` to one call (`swap(&low, &high)`): accesses to two stored properties of a struct are disjoint. A
// stubbed property is a computed property over renamed storage, and an access to a computed property is an
// access to the whole value, which overlaps the other ("overlapping accesses to 'self', but modification
// requires exclusive access"), on either side. So both stay stored, with a hint that says why. A mutating
// method the module declares counts (`scores.addToEach { … bonus … }`). A read through a method that does
// not change its base (`keys.withUnsafeBufferPointer { … limit … }`), or an argument evaluated before the
// call (`values.append(limit)`), does not overlap: `limit` and `label` are stubbed. Found on
// swift-collections (OrderedDictionary's `_values` and `_keys`, BitArray's `_storage` and `_count`).
// @Stubbable
struct Table {
    var keys: [Int]
    var values: [Int]
    var low: Int
    var high: Int
    var scores: [Int]
    var bonus: Int
    var _getLimit: (() -> Int)? { get { _stubs.hooks["_getLimit"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getLimit"] = newValue } } // stubble
    var _setLimit: ((Int) -> Void)? { get { _stubs.hooks["_setLimit"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setLimit"] = newValue } } // stubble
    var limit: Int { // stubble
        @storageRestrictions(initializes: _limit) init { _limit = newValue } // stubble
        get { if let _getLimit { return _getLimit() }; return _limit } // stubble
        set { if let _setLimit { _setLimit(newValue) } else { _limit = newValue } } // stubble
        _modify { if _getLimit == nil && _setLimit == nil { yield &_limit } else { var _stubbleValue = limit; yield &_stubbleValue; limit = _stubbleValue } } // stubble
    } // stubble
    var _limit: Int
    var _getLabel: (() -> String)? { get { _stubs.hooks["_getLabel"] as? (() -> String) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
    var _setLabel: ((String) -> Void)? { get { _stubs.hooks["_setLabel"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setLabel"] = newValue } } // stubble
    var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String

    var _doubleValues: (() -> Int)? { get { _stubs.hooks["_doubleValues"] as? (() -> Int) } nonmutating set { _stubs.hooks["_doubleValues"] = newValue } } // stubble
    mutating func doubleValues() -> Int {
        if let _doubleValues { _doubleValues() } else { // stubble
        values.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= 2 }
            return buffer.count + keys.count
        }
        } // stubble
    }

    var _order: (() -> Void)? { get { _stubs.hooks["_order"] as? (() -> Void) } nonmutating set { _stubs.hooks["_order"] = newValue } } // stubble
    mutating func order() {
        if let _order { return _order() } // stubble
        if low > high {
            swap(&low, &high)
        }
    }

    var _reward: (() -> Void)? { get { _stubs.hooks["_reward"] as? (() -> Void) } nonmutating set { _stubs.hooks["_reward"] = newValue } } // stubble
    mutating func reward() {
        if let _reward { return _reward() } // stubble
        scores.addToEach { $0 += self.bonus }
    }

    var _capped: (() -> Int)? { get { _stubs.hooks["_capped"] as? (() -> Int) } nonmutating set { _stubs.hooks["_capped"] = newValue } } // stubble
    mutating func capped() -> Int {
        if let _capped { return _capped() } // stubble
        values.append(limit)
        return keys.withUnsafeBufferPointer { $0.count + limit }
    }

    var _describe: (() -> String)? { get { _stubs.hooks["_describe"] as? (() -> String) } nonmutating set { _stubs.hooks["_describe"] = newValue } } // stubble
    func describe() -> String {
        if let _describe { _describe() } else { // stubble
        "\(label): \(keys) \(values) \(low)...\(high) \(scores)"
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["keys": self.keys as Any, "values": self.values as Any, "low": self.low as Any, "high": self.high as Any, "scores": self.scores as Any, "bonus": self.bonus as Any, "limit": self._limit as Any, "label": self._label as Any], displayStyle: .struct) } // stubble
}
extension Table: CustomReflectable {} // stubble

extension Array where Element == Int {
    mutating func addToEach(_ body: (inout Int) -> Void) {
        for i in indices { body(&self[i]) }
    }
}
