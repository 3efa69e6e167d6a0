// Input from Mockolo Tests/TestSendable/FixtureSendable.swift, sendableProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol SendableProtocol: Sendable {
    func update(arg: Int) -> String
    func update(arg0: some Sendable, arg1: AnyObject) async throws
}
