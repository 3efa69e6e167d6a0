// Outside the namespace `Swift` is the standard library: the box names `Swift.Decoder` as everywhere else.
// @Stubbable
public struct Edge: Codable, Hashable {
    var _getFrom: (() -> Int)? { get { _stubs.hooks["_getFrom"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getFrom"] = newValue } } // stubble
    var _setFrom: ((Int) -> Void)? { get { _stubs.hooks["_setFrom"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setFrom"] = newValue } } // stubble
    public var from: Int { // stubble
        @storageRestrictions(initializes: _from) init { _from = newValue } // stubble
        get { if let _getFrom { return _getFrom() }; return _from } // stubble
        set { if let _setFrom { _setFrom(newValue) } else { _from = newValue } } // stubble
        _modify { if _getFrom == nil && _setFrom == nil { yield &_from } else { var _stubbleValue = from; yield &_stubbleValue; from = _stubbleValue } } // stubble
    } // stubble
    public var _from: Int
    var _getTo: (() -> Int)? { get { _stubs.hooks["_getTo"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getTo"] = newValue } } // stubble
    var _setTo: ((Int) -> Void)? { get { _stubs.hooks["_setTo"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setTo"] = newValue } } // stubble
    public var to: Int { // stubble
        @storageRestrictions(initializes: _to) init { _to = newValue } // stubble
        get { if let _getTo { return _getTo() }; return _to } // stubble
        set { if let _setTo { _setTo(newValue) } else { _to = newValue } } // stubble
        _modify { if _getTo == nil && _setTo == nil { yield &_to } else { var _stubbleValue = to; yield &_stubbleValue; to = _stubbleValue } } // stubble
    } // stubble
    public var _to: Int

    var _reversed: (() -> Edge)? { get { _stubs.hooks["_reversed"] as? (() -> Edge) } nonmutating set { _stubs.hooks["_reversed"] = newValue } } // stubble
    public func reversed() -> Edge {
        if let _reversed { _reversed() } else { // stubble
        Edge(from: to, to: from)
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
    private enum CodingKeys: String, CodingKey { // stubble
        case _from = "from" // stubble
        case _to = "to" // stubble
    } // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["from": self._from as Any, "to": self._to as Any], displayStyle: .struct) } // stubble
}
extension Edge: CustomReflectable {} // stubble
