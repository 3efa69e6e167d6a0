import Foundation

/// A record the app stores as JSON: stubbing it must not change what it encodes or decodes.
// @Stubbable
struct Student: Codable, Equatable {
    var _getName: (() -> String)? { get { _stubs.hooks["_getName"] as? (() -> String) } nonmutating set { _stubs.hooks["_getName"] = newValue } } // stubble
    var _setName: ((String) -> Void)? { get { _stubs.hooks["_setName"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setName"] = newValue } } // stubble
    var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
        set { if let _setName { _setName(newValue) } else { _name = newValue } } // stubble
        _modify { if _getName == nil && _setName == nil { yield &_name } else { var _stubbleValue = name; yield &_stubbleValue; name = _stubbleValue } } // stubble
    } // stubble
    var _name: String
    var _getGraduationYear: (() -> Int)? { get { _stubs.hooks["_getGraduationYear"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getGraduationYear"] = newValue } } // stubble
    var _setGraduationYear: ((Int) -> Void)? { get { _stubs.hooks["_setGraduationYear"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setGraduationYear"] = newValue } } // stubble
    var graduationYear: Int = 2030 { // stubble
        @storageRestrictions(initializes: _graduationYear) init { _graduationYear = newValue } // stubble
        get { if let _getGraduationYear { return _getGraduationYear() }; return _graduationYear } // stubble
        set { if let _setGraduationYear { _setGraduationYear(newValue) } else { _graduationYear = newValue } } // stubble
        _modify { if _getGraduationYear == nil && _setGraduationYear == nil { yield &_graduationYear } else { var _stubbleValue = graduationYear; yield &_stubbleValue; graduationYear = _stubbleValue } } // stubble
    } // stubble
    var _graduationYear: Int = 2030
    var _getNickname: (() -> String)? { get { _stubs.hooks["_getNickname"] as? (() -> String) } nonmutating set { _stubs.hooks["_getNickname"] = newValue } } // stubble
    var _setNickname: ((String) -> Void)? { get { _stubs.hooks["_setNickname"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setNickname"] = newValue } } // stubble
    var nickname: String { // stubble
        mutating get { if let _getNickname { return _getNickname() }; return _nickname } // stubble
        set { if let _setNickname { _setNickname(newValue) } else { _nickname = newValue } } // stubble
        _modify { if _getNickname == nil && _setNickname == nil { yield &_nickname } else { var _stubbleValue = nickname; yield &_stubbleValue; nickname = _stubbleValue } } // stubble
    } // stubble
    lazy var _nickname: String = name
    var _getId: (() -> Int)? { get { _stubs.hooks["_getId"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getId"] = newValue } } // stubble
    var id: Int { // stubble
        @storageRestrictions(initializes: _id) init { _id = newValue } // stubble
        get { if let _getId { return _getId() }; return _id } // stubble
    } // stubble
    let _id: Int
    var _getIsEnrolled: (() -> Bool)? { get { _stubs.hooks["_getIsEnrolled"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getIsEnrolled"] = newValue } } // stubble
    var isEnrolled: Bool {/*stubble:*/ if let _getIsEnrolled { _getIsEnrolled() } else {/*:stubble*/ graduationYear >= 2026 /*stubble:*/}/*:stubble*/}

    var _greeting: (() -> String)? { get { _stubs.hooks["_greeting"] as? (() -> String) } nonmutating set { _stubs.hooks["_greeting"] = newValue } } // stubble
    func greeting() -> String {/*stubble:*/ if let _greeting { _greeting() } else {/*:stubble*/ "Hello, \(name)" /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    private enum CodingKeys: String, CodingKey { // stubble
        case _name = "name" // stubble
        case _graduationYear = "graduationYear" // stubble
        case _id = "id" // stubble
    } // stubble
}

// @Stubbable
final class Course: Codable {
    @exclusivity(unchecked) var _getTitle: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setTitle: ((String) -> Void)? = nil // stubble
    var title: String { // stubble
        @storageRestrictions(initializes: _title) init { _title = newValue } // stubble
        get { if let _getTitle { return _getTitle() }; return _title } // stubble
        set { if let _setTitle { _setTitle(newValue) } else { _title = newValue } } // stubble
        _modify { if _getTitle == nil && _setTitle == nil { yield &_title } else { var _stubbleValue = title; yield &_stubbleValue; title = _stubbleValue } } // stubble
    } // stubble
    var _title: String
    @exclusivity(unchecked) var _getDefault: (() -> Bool)? = nil // stubble
    @exclusivity(unchecked) var _setDefault: ((Bool) -> Void)? = nil // stubble
    var `default`: Bool { // stubble
        @storageRestrictions(initializes: _default) init { _default = newValue } // stubble
        get { if let _getDefault { return _getDefault() }; return _default } // stubble
        set { if let _setDefault { _setDefault(newValue) } else { _default = newValue } } // stubble
        _modify { if _getDefault == nil && _setDefault == nil { yield &_default } else { var _stubbleValue = `default`; yield &_stubbleValue; `default` = _stubbleValue } } // stubble
    } // stubble
    var `_default`: Bool = false
    @exclusivity(unchecked) var _getSeats: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _setSeats: ((Int) -> Void)? = nil // stubble
    private(set) var seats: Int { // stubble
        @storageRestrictions(initializes: _seats) init { _seats = newValue } // stubble
        get { if let _getSeats { return _getSeats() }; return _seats } // stubble
        set { if let _setSeats { _setSeats(newValue) } else { _seats = newValue } } // stubble
        _modify { if _getSeats == nil && _setSeats == nil { yield &_seats } else { var _stubbleValue = seats; yield &_stubbleValue; seats = _stubbleValue } } // stubble
    } // stubble
    private(set) var _seats: Int = 30 {
        didSet { print("seats: \(seats)") }
    }

    init(title: String) { self.title = title }

    @exclusivity(unchecked) var _summary: (() -> String)? = nil // stubble
    func summary() -> String {/*stubble:*/ if let _summary { _summary() } else {/*:stubble*/ "\(title) (\(seats))" /*stubble:*/}/*:stubble*/}
    private enum CodingKeys: String, CodingKey { // stubble
        case _title = "title" // stubble
        case _default = "default" // stubble
        case _seats = "seats" // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["title": self._title as Any, "default": self._default as Any, "seats": self._seats as Any], displayStyle: .class) } // stubble
}
extension Course: CustomReflectable {} // stubble

// @Stubbable
struct Grade: Decodable {
    var value: Int

    private enum CodingKeys: String, CodingKey {
        case value = "grade"
    }

    var _isPassing: (() -> Bool)? { get { _stubs.hooks["_isPassing"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_isPassing"] = newValue } } // stubble
    func isPassing() -> Bool {/*stubble:*/ if let _isPassing { _isPassing() } else {/*:stubble*/ value >= 4 /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["value": self.value as Any], displayStyle: .struct) } // stubble
}
extension Grade: CustomReflectable {} // stubble

// @Stubbable
final class Teacher: Codable {
    var name: String

    init(name: String) { self.name = name }

    /// Decoding is written by hand, with the keys Swift synthesizes; encoding is synthesized.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
    }

    @exclusivity(unchecked) var _title: (() -> String)? = nil // stubble
    func title() -> String {/*stubble:*/ if let _title { _title() } else {/*:stubble*/ "Prof. \(name)" /*stubble:*/}/*:stubble*/}
    private enum CodingKeys: String, CodingKey { // stubble
        case name // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self.name as Any], displayStyle: .class) } // stubble
}
extension Teacher: CustomReflectable {} // stubble
