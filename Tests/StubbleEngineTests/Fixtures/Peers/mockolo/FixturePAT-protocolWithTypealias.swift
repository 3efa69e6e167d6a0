// Input from Mockolo Tests/TestPATs/FixturePAT.swift, protocolWithTypealias (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol SomeType {
    typealias Key = String
    var key: Key { get }
}
