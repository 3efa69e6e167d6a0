// Under a type's annotation, a property written without a type is stubbed when its initializer is a member
// of a type of this module that is that type for certain: an enum case (`Mode.restrict`, `State.start(nil)`
// with its payload), or a static property or function whose declared type is the type or `Self`
// (`Tag.Name.map`, `Color.make(level: 3)`, `Self.make()` in the type), when every type of that name declares
// it and nothing else of that name does, and the type is not generic. The type is written as the initializer
// writes it (`Tag.Name`). Anything less certain keeps its hint: a static member of another type
// (`Defaults.limit` is an `Int`), a static property whose type is not written (`Tag.Name.str`), a case read
// without its payload (a function), a member of a generic type (its arguments are inferred), a member also
// declared as something else (`Shape.dot`).

enum DropBehavior {
    case cascade, restrict
}

enum Tag {
    struct Name {
        var raw: String
        static let str = Name(raw: "str")
        static let map: Tag.Name = Name(raw: "map")
    }
}

struct Color {
    var level: Int
    static func make(level: Int) -> Color { Color(level: level) }
    static let inferred = Color(level: 0)
}

enum Defaults {
    static let limit = 10
}

enum Maybe<Wrapped> {
    case none, some(Wrapped)
}

enum Shape {
    case dot
    case line(length: Int)
    static func dot(_ scale: Int) -> Int { scale }
}

// @Stubbable
final class Statement {
    enum State {
        case start(Int?)
        case running
    }
    @exclusivity(unchecked) var _getDropBehavior: (() -> DropBehavior)? = nil // stubble
    @exclusivity(unchecked) var _setDropBehavior: ((DropBehavior) -> Void)? = nil // stubble
    var dropBehavior: DropBehavior { // stubble
        @storageRestrictions(initializes: _dropBehavior) init { _dropBehavior = newValue } // stubble
        get { if let _getDropBehavior { return _getDropBehavior() }; return _dropBehavior } // stubble
        set { if let _setDropBehavior { _setDropBehavior(newValue) } else { _dropBehavior = newValue } } // stubble
        _modify { if _getDropBehavior == nil && _setDropBehavior == nil { yield &_dropBehavior } else { var _stubbleValue = dropBehavior; yield &_stubbleValue; dropBehavior = _stubbleValue } } // stubble
    } // stubble
    var _dropBehavior = DropBehavior.restrict
    @exclusivity(unchecked) var _getState: (() -> State)? = nil // stubble
    @exclusivity(unchecked) var _setState: ((State) -> Void)? = nil // stubble
    var state: State { // stubble
        @storageRestrictions(initializes: _state) init { _state = newValue } // stubble
        get { if let _getState { return _getState() }; return _state } // stubble
        set { if let _setState { _setState(newValue) } else { _state = newValue } } // stubble
        _modify { if _getState == nil && _setState == nil { yield &_state } else { var _stubbleValue = state; yield &_stubbleValue; state = _stubbleValue } } // stubble
    } // stubble
    var _state = State.start(nil)
    @exclusivity(unchecked) var _getPhase: (() -> State)? = nil // stubble
    @exclusivity(unchecked) var _setPhase: ((State) -> Void)? = nil // stubble
    var phase: State { // stubble
        @storageRestrictions(initializes: _phase) init { _phase = newValue } // stubble
        get { if let _getPhase { return _getPhase() }; return _phase } // stubble
        set { if let _setPhase { _setPhase(newValue) } else { _phase = newValue } } // stubble
        _modify { if _getPhase == nil && _setPhase == nil { yield &_phase } else { var _stubbleValue = phase; yield &_stubbleValue; phase = _stubbleValue } } // stubble
    } // stubble
    var _phase = State.running
    var tag = Tag.Name.str
    @exclusivity(unchecked) var _getOther: (() -> Tag.Name)? = nil // stubble
    @exclusivity(unchecked) var _setOther: ((Tag.Name) -> Void)? = nil // stubble
    var other: Tag.Name { // stubble
        @storageRestrictions(initializes: _other) init { _other = newValue } // stubble
        get { if let _getOther { return _getOther() }; return _other } // stubble
        set { if let _setOther { _setOther(newValue) } else { _other = newValue } } // stubble
        _modify { if _getOther == nil && _setOther == nil { yield &_other } else { var _stubbleValue = other; yield &_stubbleValue; other = _stubbleValue } } // stubble
    } // stubble
    var _other = Tag.Name.map
    @exclusivity(unchecked) var _getColor: (() -> Color)? = nil // stubble
    @exclusivity(unchecked) var _setColor: ((Color) -> Void)? = nil // stubble
    var color: Color { // stubble
        @storageRestrictions(initializes: _color) init { _color = newValue } // stubble
        get { if let _getColor { return _getColor() }; return _color } // stubble
        set { if let _setColor { _setColor(newValue) } else { _color = newValue } } // stubble
        _modify { if _getColor == nil && _setColor == nil { yield &_color } else { var _stubbleValue = color; yield &_stubbleValue; color = _stubbleValue } } // stubble
    } // stubble
    var _color = Color.make(level: 3)
    @exclusivity(unchecked) nonisolated(unsafe) static var _getShared: (() -> Statement.State)? = nil // stubble
    static var shared: Statement.State { // stubble
        get { if let _getShared { return _getShared() }; return _shared } // stubble
    } // stubble
    static let _shared = Statement.State.running
    var limit = Defaults.limit
    var inferred = Color.inferred
    var maker = State.start
    var maybe = Maybe<Int>.none
    @exclusivity(unchecked) var _getShape: (() -> Shape)? = nil // stubble
    @exclusivity(unchecked) var _setShape: ((Shape) -> Void)? = nil // stubble
    var shape: Shape { // stubble
        @storageRestrictions(initializes: _shape) init { _shape = newValue } // stubble
        get { if let _getShape { return _getShape() }; return _shape } // stubble
        set { if let _setShape { _setShape(newValue) } else { _shape = newValue } } // stubble
        _modify { if _getShape == nil && _setShape == nil { yield &_shape } else { var _stubbleValue = shape; yield &_stubbleValue; shape = _stubbleValue } } // stubble
    } // stubble
    var _shape = Shape.line(length: 2)
    var dotted = Shape.dot
    static func _resetStaticStubs() { // stubble
        _getShared = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["dropBehavior": self._dropBehavior as Any, "state": self._state as Any, "phase": self._phase as Any, "tag": self.tag as Any, "other": self._other as Any, "color": self._color as Any, "limit": self.limit as Any, "inferred": self.inferred as Any, "maker": self.maker as Any, "maybe": self.maybe as Any, "shape": self._shape as Any, "dotted": self.dotted as Any], displayStyle: .class) } // stubble
}
extension Statement: CustomReflectable {} // stubble

// @Stubbable
struct Pen {
    enum Width {
        case thin, thick
        static let `default` = Self.thin
    }
    var _getWidth: (() -> Width)? { get { _stubs.hooks["_getWidth"] as? (() -> Width) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
    var _setWidth: ((Width) -> Void)? { get { _stubs.hooks["_setWidth"] as? ((Width) -> Void) } nonmutating set { _stubs.hooks["_setWidth"] = newValue } } // stubble
    var width: Width = Width.thick { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
        set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
        _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
    } // stubble
    var _width = Width.thick
    var _getColor: (() -> Color)? { get { _stubs.hooks["_getColor"] as? (() -> Color) } nonmutating set { _stubs.hooks["_getColor"] = newValue } } // stubble
    var _setColor: ((Color) -> Void)? { get { _stubs.hooks["_setColor"] as? ((Color) -> Void) } nonmutating set { _stubs.hooks["_setColor"] = newValue } } // stubble
    var color: Color = Color.make(level: 1) { // stubble
        @storageRestrictions(initializes: _color) init { _color = newValue } // stubble
        get { if let _getColor { return _getColor() }; return _color } // stubble
        set { if let _setColor { _setColor(newValue) } else { _color = newValue } } // stubble
        _modify { if _getColor == nil && _setColor == nil { yield &_color } else { var _stubbleValue = color; yield &_stubbleValue; color = _stubbleValue } } // stubble
    } // stubble
    var _color = Color.make(level: 1)
    @exclusivity(unchecked) nonisolated(unsafe) static var _make: (() -> Pen)? = nil // stubble
    static func make() -> Pen {/*stubble:*/ if let _make { _make() } else {/*:stubble*/ Pen(width: .thin) /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _getStandard: (() -> Pen)? = nil // stubble
    static var standard: Pen { // stubble
        get { if let _getStandard { return _getStandard() }; return _standard } // stubble
    } // stubble
    static let _standard = Self.make()
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _make = nil // stubble
        _getStandard = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["width": self._width as Any, "color": self._color as Any], displayStyle: .struct) } // stubble
}
extension Pen: CustomReflectable {} // stubble
