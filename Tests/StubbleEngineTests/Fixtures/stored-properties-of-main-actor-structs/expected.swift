// Swift lets code outside the main actor read and change a stored property of a Sendable type of a
// `@MainActor` struct (a value type's: `readOutside`, `changeOutside`, the nonisolated `screenWidth`), which it
// does not allow of a computed property isolated to the main actor. So such a property is stubbed by a
// `nonisolated` computed property, with `nonisolated` accessors for its hooks (in the struct's box), over the
// renamed storage, which they may read for the same reason; and a `nonisolated init` may then assign it
// (`Screen.width`). Known Sendable: the standard library's value types, and optionals, arrays, sets and
// dictionaries of them. A property whose type is not known to be Sendable (`ref: Ref`, a class) keeps the isolated
// computed property, as code outside the actor cannot reach it anyway. The previous engine's output did not
// compile ("main actor-isolated property 'x' can not be referenced from a nonisolated context").

final class Ref { var v = 1 }

// @Stubbable
@MainActor struct Point {
    nonisolated var _getX: (() -> Int)? { get { _stubs.hooks["_getX"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getX"] = newValue } } // stubble
    nonisolated var _setX: ((Int) -> Void)? { get { _stubs.hooks["_setX"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setX"] = newValue } } // stubble
    nonisolated var x: Int = 4 { // stubble
        @storageRestrictions(initializes: _x) init { _x = newValue } // stubble
        get { if let _getX { return _getX() }; return _x } // stubble
        set { if let _setX { _setX(newValue) } else { _x = newValue } } // stubble
        _modify { if _getX == nil && _setX == nil { yield &_x } else { var _stubbleValue = x; yield &_stubbleValue; x = _stubbleValue } } // stubble
    } // stubble
    var _x = 4
    nonisolated var _getY: (() -> Int)? { get { _stubs.hooks["_getY"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getY"] = newValue } } // stubble
    nonisolated var _setY: ((Int) -> Void)? { get { _stubs.hooks["_setY"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setY"] = newValue } } // stubble
    nonisolated var y: Int { // stubble
        @storageRestrictions(initializes: _y) init { _y = newValue } // stubble
        get { if let _getY { return _getY() }; return _y } // stubble
        set { if let _setY { _setY(newValue) } else { _y = newValue } } // stubble
        _modify { if _getY == nil && _setY == nil { yield &_y } else { var _stubbleValue = y; yield &_stubbleValue; y = _stubbleValue } } // stubble
    } // stubble
    var _y: Int
    nonisolated var _getLabel: (() -> String?)? { get { _stubs.hooks["_getLabel"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getLabel"] = newValue } } // stubble
    nonisolated var _setLabel: ((String?) -> Void)? { get { _stubs.hooks["_setLabel"] as? ((String?) -> Void) } nonmutating set { _stubs.hooks["_setLabel"] = newValue } } // stubble
    nonisolated var label: String? { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
        set { if let _setLabel { _setLabel(newValue) } else { _label = newValue } } // stubble
        _modify { if _getLabel == nil && _setLabel == nil { yield &_label } else { var _stubbleValue = label; yield &_stubbleValue; label = _stubbleValue } } // stubble
    } // stubble
    var _label: String?
    nonisolated var _getTags: (() -> [String: [Int]])? { get { _stubs.hooks["_getTags"] as? (() -> [String: [Int]]) } nonmutating set { _stubs.hooks["_getTags"] = newValue } } // stubble
    nonisolated var _setTags: (([String: [Int]]) -> Void)? { get { _stubs.hooks["_setTags"] as? (([String: [Int]]) -> Void) } nonmutating set { _stubs.hooks["_setTags"] = newValue } } // stubble
    nonisolated var tags: [String: [Int]] = [:] { // stubble
        @storageRestrictions(initializes: _tags) init { _tags = newValue } // stubble
        get { if let _getTags { return _getTags() }; return _tags } // stubble
        set { if let _setTags { _setTags(newValue) } else { _tags = newValue } } // stubble
        _modify { if _getTags == nil && _setTags == nil { yield &_tags } else { var _stubbleValue = tags; yield &_stubbleValue; tags = _stubbleValue } } // stubble
    } // stubble
    var _tags: [String: [Int]] = [:]
    nonisolated var _getOpt: (() -> Set<Int>?)? { get { _stubs.hooks["_getOpt"] as? (() -> Set<Int>?) } nonmutating set { _stubs.hooks["_getOpt"] = newValue } } // stubble
    nonisolated var _setOpt: ((Set<Int>?) -> Void)? { get { _stubs.hooks["_setOpt"] as? ((Set<Int>?) -> Void) } nonmutating set { _stubs.hooks["_setOpt"] = newValue } } // stubble
    nonisolated var opt: Set<Int>? = nil { // stubble
        @storageRestrictions(initializes: _opt) init { _opt = newValue } // stubble
        get { if let _getOpt { return _getOpt() }; return _opt } // stubble
        set { if let _setOpt { _setOpt(newValue) } else { _opt = newValue } } // stubble
        _modify { if _getOpt == nil && _setOpt == nil { yield &_opt } else { var _stubbleValue = opt; yield &_stubbleValue; opt = _stubbleValue } } // stubble
    } // stubble
    var _opt: Set<Int>? = nil
    var _getRef: (() -> Ref)? { get { _stubs.hooks["_getRef"] as? (() -> Ref) } nonmutating set { _stubs.hooks["_getRef"] = newValue } } // stubble
    var _setRef: ((Ref) -> Void)? { get { _stubs.hooks["_setRef"] as? ((Ref) -> Void) } nonmutating set { _stubs.hooks["_setRef"] = newValue } } // stubble
    var ref: Ref = Ref() { // stubble
        @storageRestrictions(initializes: _ref) init { _ref = newValue } // stubble
        get { if let _getRef { return _getRef() }; return _ref } // stubble
        set { if let _setRef { _setRef(newValue) } else { _ref = newValue } } // stubble
        _modify { if _getRef == nil && _setRef == nil { yield &_ref } else { var _stubbleValue = ref; yield &_stubbleValue; ref = _stubbleValue } } // stubble
    } // stubble
    var _ref = Ref()
    var _sum: (() -> Int)? { get { _stubs.hooks["_sum"] as? (() -> Int) } nonmutating set { _stubs.hooks["_sum"] = newValue } } // stubble
    func sum() -> Int {/*stubble:*/ if let _sum { _sum() } else {/*:stubble*/ x + y + ref.v /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
}

// @Stubbable
@MainActor struct Screen {
    nonisolated var _getWidth: (() -> Int)? { get { _stubs.hooks["_getWidth"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getWidth"] = newValue } } // stubble
    nonisolated var _setWidth: ((Int) -> Void)? { get { _stubs.hooks["_setWidth"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setWidth"] = newValue } } // stubble
    nonisolated var width: Int { // stubble
        @storageRestrictions(initializes: _width) init { _width = newValue } // stubble
        get { if let _getWidth { return _getWidth() }; return _width } // stubble
        set { if let _setWidth { _setWidth(newValue) } else { _width = newValue } } // stubble
        _modify { if _getWidth == nil && _setWidth == nil { yield &_width } else { var _stubbleValue = width; yield &_stubbleValue; width = _stubbleValue } } // stubble
    } // stubble
    var _width: Int
    @exclusivity(unchecked) nonisolated(unsafe) static var _initWidth: ((Int) -> Screen)? = nil // stubble
    nonisolated init(width: Int) {/*stubble:*/ if let _initWidth = Self._initWidth { self = _initWidth(width); return };/*:stubble*/ self.width = width }
    var _half: (() -> Int)? { get { _stubs.hooks["_half"] as? (() -> Int) } nonmutating set { _stubs.hooks["_half"] = newValue } } // stubble
    func half() -> Int {/*stubble:*/ if let _half { _half() } else {/*:stubble*/ width / 2 /*stubble:*/}/*:stubble*/}
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
        _initWidth = nil // stubble
    } // stubble
}

func readOutside(_ p: Point) -> Int { p.x + p.y + (p.label?.count ?? 0) + p.tags.count + (p.opt?.count ?? 0) }
func changeOutside(_ p: inout Point) { p.x += 10 }
nonisolated func screenWidth(_ s: Screen) -> Int { s.width }

