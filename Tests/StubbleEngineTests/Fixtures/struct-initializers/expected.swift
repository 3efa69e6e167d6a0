// A struct's initializer gets a type-level hook with the initializer's function type, returning the
// struct; its body starts by handing back the hook's value (`self = hook(…)`). Hooks are named like an
// overload's, by their labels (`_initXY`, `_initPolar`; `init()` → `_init`; `init(_ value: Double)` →
// `_initDouble`). `init?` gets a hook returning `Point?` (nil fails), `throws`/`async`/typed throws carry
// over, a delegating `self.init(…)` and an initializer in an extension get theirs too. The instance hooks'
// box is a `var`: `self = …` would initialize a `let` box twice. A class's initializer cannot hand back
// another instance: skipped, with a hint that says to stub a factory method.
// @Stubbable
struct Point: Equatable {
    var _getX: (() -> Double)? { get { _stubs.hooks["_getX"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getX"] = newValue } } // stubble
    var _setX: ((Double) -> Void)? { get { _stubs.hooks["_setX"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setX"] = newValue } } // stubble
    var x: Double { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX { return _getX() }; return _x } // stubble
        set { if let _setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if _getX == nil && _setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    var _x: Double
    var _getY: (() -> Double)? { get { _stubs.hooks["_getY"] as? (() -> Double) } nonmutating set { _stubs.hooks["_getY"] = newValue } } // stubble
    var _setY: ((Double) -> Void)? { get { _stubs.hooks["_setY"] as? ((Double) -> Void) } nonmutating set { _stubs.hooks["_setY"] = newValue } } // stubble
    var y: Double { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY { return _getY() }; return _y } // stubble
        set { if let _setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if _getY == nil && _setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    var _y: Double

    @exclusivity(unchecked) nonisolated(unsafe) static var _initXY: ((Double, Double) -> Point)? = nil // stubble
    init(x: Double, y: Double) {
        if let _initXY = Self._initXY { self = _initXY(x, y); return } // stubble
        self.x = x
        self.y = y
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _initPolar: ((Double) -> Point?)? = nil // stubble
    init?(polar radius: Double) {
        if let _initPolar = Self._initPolar { guard let _stubbleValue = _initPolar(radius) else { return nil }; self = _stubbleValue; return } // stubble
        if radius < 0 { return nil }
        self.init(x: radius, y: 0)
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var _init: (() -> Point)? = nil // stubble
    init() {/*stubble:*/ if let _init = Self._init { self = _init(); return };/*:stubble*/ self.init(x: 0, y: 0) }

    @exclusivity(unchecked) nonisolated(unsafe) static var _initDouble: ((Double) throws -> Point)? = nil // stubble
    init(_ value: Double) throws {
        if let _initDouble = Self._initDouble { self = try _initDouble(value); return } // stubble
        if value.isNaN { throw PointError.notANumber }
        self.init(x: value, y: value)
    }

    var _sum: (() -> Double)? { get { _stubs.hooks["_sum"] as? (() -> Double) } nonmutating set { _stubs.hooks["_sum"] = newValue } } // stubble
    func sum() -> Double {/*stubble:*/ if let _sum { _sum() } else {/*:stubble*/ x + y /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) nonisolated(unsafe) static var _initParsing: (nonisolated(nonsending) (String) async throws(PointError) -> Point)? = nil // stubble
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    var _stubs = _StubBox() // stubble
    static func _resetStaticStubs() { // stubble
        _initXY = nil // stubble
        _initPolar = nil // stubble
        _init = nil // stubble
        _initDouble = nil // stubble
        _initParsing = nil // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["x": self._x as Any, "y": self._y as Any], displayStyle: .struct) } // stubble
}
extension Point: CustomReflectable {} // stubble

enum PointError: Error { case notANumber, tooFar }

// @Stubbable
extension Point {
    init(parsing text: String) async throws(PointError) {
        if let _initParsing = Self._initParsing { self = try await _initParsing(text); return } // stubble
        guard let value = Double(text) else { throw .notANumber }
        self.init(x: value, y: value)
    }
}

// @Stubbable
final class Counter {
    @exclusivity(unchecked) var _getStart: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setStart: ((Int) -> Void)? = nil // stubble
    var start: Int { // stubble
        @storageRestrictions(initializes: _start) init { _start = newValue } // stubble
        get { if let _getStart { return _getStart() }; return _start } // stubble
        set { if let _setStart { _setStart(newValue) } else { _start = newValue } } // stubble
        _modify { if _getStart == nil && _setStart == nil { yield &_start } else { var _stubbleValue = start; yield &_stubbleValue; start = _stubbleValue } } // stubble
    } // stubble
    var _start: Int
    init(start: Int) { self.start = start }
    @exclusivity(unchecked) var _next: (() -> Int)? = nil // stubble
    func next() -> Int {/*stubble:*/ if let _next { _next() } else {/*:stubble*/ start + 1 /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["start": self._start as Any], displayStyle: .class) } // stubble
}
extension Counter: CustomReflectable {} // stubble
