final class Delegate {}

// @Stubbable
final class Profile {
    @exclusivity(unchecked) var _getDelegate: (() -> Delegate?)? = nil // stubble
    @exclusivity(unchecked) var _setDelegate: ((Delegate?) -> Void)? = nil // stubble
    var delegate: Delegate? { // stubble
        @storageRestrictions(initializes: _delegate) init { _delegate = newValue } // stubble
        get { if let _getDelegate { return _getDelegate() }; return _delegate } // stubble
        set { if let _setDelegate { _setDelegate(newValue) } else { _delegate = newValue } } // stubble
        _modify { if _getDelegate == nil && _setDelegate == nil { yield &_delegate } else { var _stubbleValue = delegate; yield &_stubbleValue; delegate = _stubbleValue } } // stubble
    } // stubble
    weak var _delegate: Delegate?
    @exclusivity(unchecked) var _getExpensive: (() -> [Int])? = nil // stubble
    @exclusivity(unchecked) var _setExpensive: (([Int]) -> Void)? = nil // stubble
    var expensive: [Int] { // stubble
        get { if let _getExpensive { return _getExpensive() }; return _expensive } // stubble
        set { if let _setExpensive { _setExpensive(newValue) } else { _expensive = newValue } } // stubble
        _modify { if _getExpensive == nil && _setExpensive == nil { yield &_expensive } else { var _stubbleValue = expensive; yield &_stubbleValue; expensive = _stubbleValue } } // stubble
    } // stubble
    lazy var _expensive: [Int] = (0..<3).map { $0 * 2 }
    @exclusivity(unchecked) var _getScore: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setScore: ((Int) -> Void)? = nil // stubble
    var score: Int { // stubble
        @storageRestrictions(initializes: _score) init { _score = newValue } // stubble
        get { if let _getScore { return _getScore() }; return _score } // stubble
        set { if let _setScore { _setScore(newValue) } else { _score = newValue } } // stubble
        _modify { if _getScore == nil && _setScore == nil { yield &_score } else { var _stubbleValue = score; yield &_stubbleValue; score = _stubbleValue } } // stubble
    } // stubble
    var _score: Int = 0 {
        willSet { print("will", newValue) }
        didSet { print("did", oldValue) }
    }
    @exclusivity(unchecked) var _getNickname: (() -> String?)? = nil // stubble
    @exclusivity(unchecked) var _setNickname: ((String?) -> Void)? = nil // stubble
    var nickname: String! { // stubble
        @storageRestrictions(initializes: _nickname) init { _nickname = newValue } // stubble
        get { if let _getNickname { return _getNickname() }; return _nickname } // stubble
        set { if let _setNickname { _setNickname(newValue) } else { _nickname = newValue } } // stubble
        _modify { if _getNickname == nil && _setNickname == nil { yield &_nickname } else { var _stubbleValue = nickname; yield &_stubbleValue; nickname = _stubbleValue } } // stubble
    } // stubble
    var _nickname: String!
    @exclusivity(unchecked) var _getA: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setA: ((Int) -> Void)? = nil // stubble
    var a: Int { // stubble
        @storageRestrictions(initializes: _a) init { _a = newValue } // stubble
        get { if let _getA { return _getA() }; return _a } // stubble
        set { if let _setA { _setA(newValue) } else { _a = newValue } } // stubble
        _modify { if _getA == nil && _setA == nil { yield &_a } else { var _stubbleValue = a; yield &_stubbleValue; a = _stubbleValue } } // stubble
    } // stubble
    @exclusivity(unchecked) var _getB: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setB: ((Int) -> Void)? = nil // stubble
    var b: Int { // stubble
        @storageRestrictions(initializes: _b) init { _b = newValue } // stubble
        get { if let _getB { return _getB() }; return _b } // stubble
        set { if let _setB { _setB(newValue) } else { _b = newValue } } // stubble
        _modify { if _getB == nil && _setB == nil { yield &_b } else { var _stubbleValue = b; yield &_stubbleValue; b = _stubbleValue } } // stubble
    } // stubble
    var _a: Int = 1, _b = 2
    @exclusivity(unchecked) var _getId: (() -> Int)? = nil // stubble
    var id: Int { // stubble
        get { if let _getId { return _getId() }; return _id } // stubble
    } // stubble
    let _id: Int = 7
    @exclusivity(unchecked) var _getComputed: (() -> Int)? = nil // stubble
    var computed: Int {/*stubble:*/ if let _getComputed { _getComputed() } else {/*:stubble*/ score * 2 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _getUntyped: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setUntyped: ((Int) -> Void)? = nil // stubble
    var untyped: Int { // stubble
        @storageRestrictions(initializes: _untyped) init { _untyped = newValue } // stubble
        get { if let _getUntyped { return _getUntyped() }; return _untyped } // stubble
        set { if let _setUntyped { _setUntyped(newValue) } else { _untyped = newValue } } // stubble
        _modify { if _getUntyped == nil && _setUntyped == nil { yield &_untyped } else { var _stubbleValue = untyped; yield &_stubbleValue; untyped = _stubbleValue } } // stubble
    } // stubble
    var _untyped = 3
}
