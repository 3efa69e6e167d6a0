// A type is Sendable through an extension in its file as much as through its own clause
// (`extension Timer: Sendable {}`, swift-metrics' `Counter`, `Timer`, `Meter`): its hooks are then
// `@Sendable`, and a class's stored hooks `nonisolated(unsafe)` ("stored property '_getLabel' of
// 'Sendable'-conforming class 'Timer' is mutable" otherwise). A type whose extension adopts another protocol
// keeps hooks a test can capture local state in.

// @Stubbable
public final class Timer {
    @exclusivity(unchecked) nonisolated(unsafe) var _getLabel: (@Sendable () -> String)? = nil // stubble
    public var label: String { // stubble
        @storageRestrictions(initializes: _label) init { _label = newValue } // stubble
        get { if let _getLabel { return _getLabel() }; return _label } // stubble
    } // stubble
    public let _label: String
    public init(label: String) { self.label = label }
    @exclusivity(unchecked) nonisolated(unsafe) var _record: (@Sendable (Int64) -> String)? = nil // stubble
    public func record(_ nanoseconds: Int64) -> String {/*stubble:*/ if let _record { _record(nanoseconds) } else {/*:stubble*/ "\(label): \(nanoseconds)ns" /*stubble:*/}/*:stubble*/}
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["label": self._label as Any], displayStyle: .class) } // stubble
}
extension Timer: CustomReflectable {} // stubble

// @Stubbable
public struct Dimensions {
    var _getNames: (@Sendable () -> [String])? { get { _stubs.hooks["_getNames"] as? (@Sendable () -> [String]) } nonmutating set { _stubs.hooks["_getNames"] = newValue } } // stubble
    var _setNames: (@Sendable ([String]) -> Void)? { get { _stubs.hooks["_setNames"] as? (@Sendable ([String]) -> Void) } nonmutating set { _stubs.hooks["_setNames"] = newValue } } // stubble
    public var names: [String] { // stubble
        @storageRestrictions(initializes: _names) init { _names = newValue } // stubble
        get { if let _getNames { return _getNames() }; return _names } // stubble
        set { if let _setNames { _setNames(newValue) } else { _names = newValue } } // stubble
        _modify { if _getNames == nil && _setNames == nil { yield &_names } else { var _stubbleValue = names; yield &_stubbleValue; names = _stubbleValue } } // stubble
    } // stubble
    public var _names: [String]
    var _first: (@Sendable () -> String?)? { get { _stubs.hooks["_first"] as? (@Sendable () -> String?) } nonmutating set { _stubs.hooks["_first"] = newValue } } // stubble
    public func first() -> String? {/*stubble:*/ if let _first { _first() } else {/*:stubble*/ names.first /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["names": self._names as Any], displayStyle: .struct) } // stubble
}
extension Dimensions: CustomReflectable {} // stubble

// @Stubbable
public final class Recorder {
    @exclusivity(unchecked) var _getName: (() -> String)? = nil // stubble
    public var name: String { // stubble
        @storageRestrictions(initializes: _name) init { _name = newValue } // stubble
        get { if let _getName { return _getName() }; return _name } // stubble
    } // stubble
    public let _name: String
    public init(name: String) { self.name = name }
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["name": self._name as Any], displayStyle: .class) } // stubble
}
extension Recorder: CustomReflectable {} // stubble

extension Timer: Sendable {}
extension Dimensions: Sendable {}
extension Recorder: CustomStringConvertible {
    public var description: String { name }
}
