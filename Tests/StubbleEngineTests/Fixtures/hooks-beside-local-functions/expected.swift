// A method whose body declares a local function named like its hook (`_getChild` in `getChild(named:)`,
// swift-mustache's `Template.getChild`) would have the hook hidden by it inside the body ("extra argument in
// call"): the hook takes the next free name (`_getChild2`). A body that does not mention the name keeps the
// plain one.

// @Stubbable
struct Template {
    var _getSeparator: (() -> Character)? { get { _stubs.hooks["_getSeparator"] as? (() -> Character) } nonmutating set { _stubs.hooks["_getSeparator"] = newValue } } // stubble
    var _setSeparator: ((Character) -> Void)? { get { _stubs.hooks["_setSeparator"] as? ((Character) -> Void) } nonmutating set { _stubs.hooks["_setSeparator"] = newValue } } // stubble
    var separator: Character = "." { // stubble
        @storageRestrictions(initializes: _separator) init { _separator = newValue } // stubble
        get { if let _getSeparator { return _getSeparator() }; return _separator } // stubble
        set { if let _setSeparator { _setSeparator(newValue) } else { _separator = newValue } } // stubble
        _modify { if _getSeparator == nil && _setSeparator == nil { yield &_separator } else { var _stubbleValue = separator; yield &_stubbleValue; separator = _stubbleValue } } // stubble
    } // stubble
    var _separator: Character = "."

    var _getChild2: ((String) -> Int)? { get { _stubs.hooks["_getChild2"] as? ((String) -> Int) } nonmutating set { _stubs.hooks["_getChild2"] = newValue } } // stubble
    func getChild(named name: String) -> Int {
        if let _getChild2 { return _getChild2(name) } // stubble
        func _getChild(named names: ArraySlice<Substring>) -> Int { names.count }
        return _getChild(named: name.split(separator: separator)[...])
    }

    var _render: ((String) -> String)? { get { _stubs.hooks["_render"] as? ((String) -> String) } nonmutating set { _stubs.hooks["_render"] = newValue } } // stubble
    func render(_ name: String) -> String {
        if let _render { _render(name) } else { // stubble
        "<\(getChild(named: name))>"
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
    nonisolated var customMirror: Mirror { Mirror(self, children: ["separator": self._separator as Any], displayStyle: .struct) } // stubble
}
extension Template: CustomReflectable {} // stubble
