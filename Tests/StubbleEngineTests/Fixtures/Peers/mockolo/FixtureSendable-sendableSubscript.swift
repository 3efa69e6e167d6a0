// Input from Mockolo Tests/TestSendable/FixtureSendable.swift, sendableSubscript (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol SendableSubscriptProtocol: Sendable {
    subscript(key: Int) -> String { get set }
    subscript(index: String) -> Int? { get }
}
