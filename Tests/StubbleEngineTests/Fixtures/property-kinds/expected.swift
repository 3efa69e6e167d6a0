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
    var a: Int = 1, b = 2
    @exclusivity(unchecked) var _getId: (() -> Int)? = nil // stubble
    var id: Int { // stubble
        get { if let _getId { return _getId() }; return _id } // stubble
    } // stubble
    let _id: Int = 7
    @exclusivity(unchecked) var _getComputed: (() -> Int)? = nil // stubble
    var computed: Int {/*stubble:*/ if let _getComputed { _getComputed() } else {/*:stubble*/ score * 2 /*stubble:*/}/*:stubble*/}
    var untyped = 3
}
