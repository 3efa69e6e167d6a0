// An overriding member cannot redeclare its superclass's hook (a stored property cannot override one):
// overriding methods and computed properties get hooks named after their type (`_soundBird`, `_getLegsBird`).
// @Stubbable
class Animal {
    @exclusivity(unchecked) var _sound: (() -> String)? = nil // stubble
    func sound() -> String {/*stubble:*/ if let _sound { _sound() } else {/*:stubble*/ "..." /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _getLegs: (() -> Int)? = nil // stubble
    var legs: Int {/*stubble:*/ if let _getLegs { _getLegs() } else {/*:stubble*/ 4 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setName: ((String) -> Void)? = nil // stubble
    var name: String {
        get {/*stubble:*/ if let _getName { _getName() } else {/*:stubble*/ "animal" /*stubble:*/}/*:stubble*/}
        set {/*stubble:*/ if let _setName { return _setName(newValue) };/*:stubble*/ print("renamed", newValue) }
    }
}

// @Stubbable
final class Bird: Animal {
    @exclusivity(unchecked) var _soundBird: (() -> String)? = nil // stubble
    override func sound() -> String {/*stubble:*/ if let _soundBird { _soundBird() } else {/*:stubble*/ "tweet" /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _getLegsBird: (() -> Int)? = nil // stubble
    override var legs: Int {/*stubble:*/ if let _getLegsBird { _getLegsBird() } else {/*:stubble*/ 2 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _getNameBird: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setNameBird: ((String) -> Void)? = nil // stubble
    override var name: String {
        get {/*stubble:*/ if let _getNameBird { _getNameBird() } else {/*:stubble*/ "bird" /*stubble:*/}/*:stubble*/}
        set {/*stubble:*/ if let _setNameBird { return _setNameBird(newValue) };/*:stubble*/ print("bird renamed", newValue) }
    }
}
