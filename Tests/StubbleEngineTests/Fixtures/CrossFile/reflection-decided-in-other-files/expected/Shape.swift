// `Shape` has a subclass in Reflection.swift: a mirror of `Shape` would name `Shape` for a `Circle`.
// @Stubbable
class Shape {
    @exclusivity(unchecked) var _getSides: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSides: ((Int) -> Void)? = nil // stubble
    var sides: Int { // stubble
        @storageRestrictions(initializes: _sides) init { _sides = newValue } // stubble
        get { if let _getSides { return _getSides() }; return _sides } // stubble
        set { if let _setSides { _setSides(newValue) } else { _sides = newValue } } // stubble
        _modify { if _getSides == nil && _setSides == nil { yield &_sides } else { var _stubbleValue = sides; yield &_stubbleValue; sides = _stubbleValue } } // stubble
    } // stubble
    var _sides = 0
    @exclusivity(unchecked) var _area: (() -> Double)? = nil // stubble
    func area() -> Double {/*stubble:*/ if let _area { _area() } else {/*:stubble*/ 0 /*stubble:*/}/*:stubble*/}
}
