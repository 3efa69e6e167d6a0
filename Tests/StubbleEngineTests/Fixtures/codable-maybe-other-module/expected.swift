import Foundation

// `FormatStyle` (Foundation) refines Codable, but the engine reads only this module: a protocol it does not
// know may refine Codable. The stubs then add CodingKeys, which keep the hooks out of the coding if it does
// and are unused if it does not: the JSON stays `{"suffix":"!"}` either way.
// @Stubbable
struct Shouting: FormatStyle {
    var _getSuffix: (() -> String)? { get { _stubs.hooks["_getSuffix"] as? (() -> String) } nonmutating set { _stubs.hooks["_getSuffix"] = newValue } } // stubble
    var _setSuffix: ((String) -> Void)? { get { _stubs.hooks["_setSuffix"] as? ((String) -> Void) } nonmutating set { _stubs.hooks["_setSuffix"] = newValue } } // stubble
    var suffix: String = "!" { // stubble
        @storageRestrictions(initializes: _suffix) init { _suffix = newValue } // stubble
        get { if let _getSuffix { return _getSuffix() }; return _suffix } // stubble
        set { if let _setSuffix { _setSuffix(newValue) } else { _suffix = newValue } } // stubble
        _modify { if _getSuffix == nil && _setSuffix == nil { yield &_suffix } else { var _stubbleValue = suffix; yield &_stubbleValue; suffix = _stubbleValue } } // stubble
    } // stubble
    var _suffix: String = "!"

    var _format: ((String) -> String)? { get { _stubs.hooks["_format"] as? ((String) -> String) } nonmutating set { _stubs.hooks["_format"] = newValue } } // stubble
    func format(_ value: String) -> String {
        if let _format { _format(value) } else { // stubble
        value.uppercased() + suffix
        } // stubble
    }
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
        case _suffix = "suffix" // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["suffix": self._suffix as Any], displayStyle: .struct) } // stubble
}
extension Shouting: CustomReflectable {} // stubble
