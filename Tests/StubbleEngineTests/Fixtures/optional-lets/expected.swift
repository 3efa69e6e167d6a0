// An optional `let` without an initial value: its computed property has an init accessor, and a property
// with an init accessor whose type is written `T?` starts as nil, as a `var x: T?` does, so the initializer's
// own assignment would initialize the renamed `let` a second time ("immutable value 'self._nickname' may
// only be initialized once"). The computed property spells the same type `Optional<T>`, which does not
// start as nil. An implicitly unwrapped `let` (`T!`) has no other spelling: it stays as it is, with a hint.
// @Stubbable
final class Student {
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
    } // stubble
    let _name: String
    @exclusivity(unchecked) var _getNickname: (() -> String?)? = nil // stubble
    var nickname: Optional<String> { // stubble
        @storageRestrictions(initializes: _nickname) init { _nickname = newValue } // stubble
        get { if let _getNickname { return _getNickname() }; return _nickname } // stubble
    } // stubble
    let _nickname: String?
    @exclusivity(unchecked) var _getMentor: (() -> Optional<String>)? = nil // stubble
    var mentor: Optional<String> { // stubble
        @storageRestrictions(initializes: _mentor) init { _mentor = newValue } // stubble
        get { if let _getMentor { return _getMentor() }; return _mentor } // stubble
    } // stubble
    let _mentor: Optional<String>
    let legacyID: Int!

    init(name: String, nickname: String?) {
        self.name = name
        self.nickname = nickname
        self.mentor = nil
        self.legacyID = 7
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any, "nickname": self._nickname as Any, "mentor": self._mentor as Any, "legacyID": self.legacyID as Any], displayStyle: .class) } // stubble
}
extension Student: CustomReflectable {} // stubble

// @Stubbable
struct Grade {
    var _getValue: (() -> Int)? { get { _stubs.hooks["_getValue"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getValue"] = newValue } } // stubble
    var value: Int { // stubble
        @storageRestrictions(initializes: _value) init { _value = newValue } // stubble
        get { if let _getValue { return _getValue() }; return _value } // stubble
    } // stubble
    let _value: Int
    var _getComment: (() -> String?)? { get { _stubs.hooks["_getComment"] as? (() -> String?) } nonmutating set { _stubs.hooks["_getComment"] = newValue } } // stubble
    var comment: Optional<String> { // stubble
        @storageRestrictions(initializes: _comment) init { _comment = newValue } // stubble
        get { if let _getComment { return _getComment() }; return _comment } // stubble
    } // stubble
    let _comment: String?
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self._value as Any, "comment": self._comment as Any], displayStyle: .struct) } // stubble
}
extension Grade: CustomReflectable {} // stubble

// A function type whose result is optional is not an optional: its property keeps its type as written.
// Found in Yams (`let closure: () throws -> T?`).
// @Stubbable
final class Lookup {
    @exclusivity(unchecked) var _getFind: (() -> (String) -> Int?)? = nil // stubble
    var find: (String) -> Int? { // stubble
        @storageRestrictions(initializes: _find) init { _find = newValue } // stubble
        get { if let _getFind { return _getFind() }; return _find } // stubble
    } // stubble
    let _find: (String) -> Int?

    init(find: @escaping (String) -> Int?) {
        self.find = find
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["find": self._find as Any], displayStyle: .class) } // stubble
}
extension Lookup: CustomReflectable {} // stubble
