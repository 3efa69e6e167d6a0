// With no hook set, a stubbed type behaves as the original: an optional property keeps its initial value,
// observers run exactly when they ran before. Where that cannot be (an initializer's assignments would run
// the observers, which stay on the renamed storage; an observer that changes its own property would run
// again), the property is left as it is, with a hint.
// @Stubbable
final class Settings {
    @exclusivity(unchecked) var _getTheme: (() -> String?)? = nil // stubble
    @exclusivity(unchecked) var _setTheme: ((String?) -> Void)? = nil // stubble
    var theme: String? = "light" { // stubble
        @storageRestrictions(initializes: _theme) init { _theme = newValue } // stubble
        get { if let _getTheme { return _getTheme() }; return _theme } // stubble
        set { if let _setTheme { _setTheme(newValue) } else { _theme = newValue } } // stubble
        _modify { if _getTheme == nil && _setTheme == nil { yield &_theme } else { var _stubbleValue = theme; yield &_stubbleValue; theme = _stubbleValue } } // stubble
    } // stubble
    var _theme: String? = "light"
    var count: Int = 0 {
        didSet { print("count didSet", oldValue, count) }
    }
    var level: Int = 1 {
        didSet { if level > 10 { level = 10 } }
    }
    var tags: [String] = [] {
        didSet { tags.sort() }
    }
    @exclusivity(unchecked) var _getTotal: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setTotal: ((Int) -> Void)? = nil // stubble
    var total: Int { // stubble
        @storageRestrictions(initializes: _total) init { _total = newValue } // stubble
        get { if let _getTotal { return _getTotal() }; return _total } // stubble
        set { if let _setTotal { _setTotal(newValue) } else { _total = newValue } } // stubble
        _modify { if _getTotal == nil && _setTotal == nil { yield &_total } else { var _stubbleValue = total; yield &_stubbleValue; total = _stubbleValue } } // stubble
    } // stubble
    var _total: Int = 0 {
        willSet { print("total willSet", newValue) }
    }
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setName: ((String) -> Void)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: String = "" {
        didSet { print("name didSet", oldValue, name) }
    }

    init() {
        count = 5
    }

    @exclusivity(unchecked) var _rename: ((String) -> Void)? = nil // stubble
    func rename(_ n: String) {
        if let _rename { return _rename(n) } // stubble
        name = n
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["theme": self._theme as Any, "count": self.count as Any, "level": self.level as Any, "tags": self.tags as Any, "total": self._total as Any, "name": self._name as Any], displayStyle: .class) } // stubble
}
extension Settings: CustomReflectable {} // stubble

// @Stubbable
struct Point {
    var x: Int = 0 {
        didSet { if x < 0 { x = 0 } }
    }
    var _getLabel: (() -> String?)? { get { _stubs.hooks["_getLabel"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
    var _setLabel: ((String?) -> Void)? { get { _stubs.hooks["_setLabel"] as? ((String?) -> Void) } nonmutating set { _stubs.hooks["_setLabel"] = newValue } } // stubble
    var label: String? = "origin" { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String? = "origin"
    var _getY: (() -> Int)? { get { _stubs.hooks["_getY"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getY"] = newValue } } // stubble
    var _setY: ((Int) -> Void)? { get { _stubs.hooks["_setY"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setY"] = newValue } } // stubble
    var y: Int { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY { return _getY() }; return _y } // stubble
        set { if let _setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if _getY == nil && _setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    var _y: Int
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self.x as Any, "label": self._label as Any, "y": self._y as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble
