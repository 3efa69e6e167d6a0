// A parameter without a name inside the body (`_: Int`) gets a generated name, so its hook has the
// method's own type and a test writes `{ _ in 42 }` as for any other method.
enum Keys: CodingKey { case a }

// @Stubbable
final class Counter {
    @exclusivity(unchecked) var _getBase: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setBase: ((Int) -> Void)? = nil // stubble
    var base: Int { // stubble
        @storageRestrictions(initializes: _base) init { _base = newValue } // stubble
        get { if let _getBase { return _getBase() }; return _base } // stubble
        set { if let _setBase { _setBase(newValue) } else { _base = newValue } } // stubble
        _modify { if _getBase == nil && _setBase == nil { yield &_base } else { var _stubbleValue = base; yield &_stubbleValue; base = _stubbleValue } } // stubble
    } // stubble
    var _base = 1

    @exclusivity(unchecked) var _unnamed: ((Int) -> Int)? = nil // stubble
    func unnamed(_/*stubble:*/ _arg0/*:stubble*/: Int) -> Int {
        if let _unnamed { _unnamed(_arg0) } else { // stubble
        base
        } // stubble
    }

    @exclusivity(unchecked) var _two: ((Int, String) -> String)? = nil // stubble
    func two(_/*stubble:*/ _arg0/*:stubble*/: Int, _/*stubble:*/ _arg1/*:stubble*/: String) -> String {/*stubble:*/ if let _two { _two(_arg0, _arg1) } else {/*:stubble*/ "two" /*stubble:*/}/*:stubble*/}

    @exclusivity(unchecked) var _bump: ((inout Int) -> Void)? = nil // stubble
    func bump(_/*stubble:*/ _arg0/*:stubble*/: inout Int) {
        if let _bump { return _bump(&_arg0) } // stubble
        base += 1
    }

    @exclusivity(unchecked) var _later: ((@autoclosure () -> Int, Int) -> Int)? = nil // stubble
    func later(_/*stubble:*/ _arg0/*:stubble*/: @autoclosure () -> Int, _ kept: Int) -> Int {
        if let _later { _later(_arg0(), kept) } else { // stubble
        kept
        } // stubble
    }

    @exclusivity(unchecked) var _many: (([Int]) -> Int)? = nil // stubble
    func many(_/*stubble:*/ _arg0/*:stubble*/: Int...) -> Int {/*stubble:*/ if let _many { _many(_arg0) } else {/*:stubble*/ base /*stubble:*/}/*:stubble*/}

    @exclusivity(unchecked) var _pick: ((Any) -> Int)? = nil // stubble
    func pick<T>(_/*stubble:*/ _arg0/*:stubble*/: T) -> Int {/*stubble:*/ if let _pick { _pick(_arg0) } else {/*:stubble*/ 3 /*stubble:*/}/*:stubble*/}

    @exclusivity(unchecked) var _load: (nonisolated(nonsending) (String) async throws -> Int)? = nil // stubble
    func load(_/*stubble:*/ _arg0/*:stubble*/: String) async throws -> Int {
        if let _load { try await _load(_arg0) } else { // stubble
        base
        } // stubble
    }

    @exclusivity(unchecked) var _shadow: ((Int) -> Int)? = nil // stubble
    // The body's own names are left alone: the generated name is one the body does not use.
    func shadow(_/*stubble:*/ _arg0_/*:stubble*/: Int) -> Int {
        if let _shadow { return _shadow(_arg0_) } // stubble
        let _arg0 = 5
        return _arg0 + base
    }

    // A label with no name inside the body (`at _: Int`) has nowhere to put one.
    func labelled(at _: Int) -> Int { base }

    @exclusivity(unchecked) var _container: ((Any) -> String)? = nil // stubble
    // ... unless its type is a metatype with one value the body can name: a generic parameter's
    // (`keyedBy _: Key.Type`, the hook gets `Key.self`) or a value type's (`as _: Int.Type`, `Int.self`).
    func container<Key: CodingKey>(keyedBy _: Key.Type) -> String {/*stubble:*/ if let _container { _container(Key.self) } else {/*:stubble*/ "container of \(Key.self)" /*stubble:*/}/*:stubble*/}

    @exclusivity(unchecked) var _parse: ((String, Int.Type) -> Int)? = nil // stubble
    func parse(_ text: String, as _: Int.Type) -> Int {/*stubble:*/ if let _parse { _parse(text, Int.self) } else {/*:stubble*/ text.count /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["base": self._base as Any], displayStyle: .class) } // stubble
}
extension Counter: CustomReflectable {} // stubble
