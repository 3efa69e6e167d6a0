// Input from Mockolo Tests/TestSendable/FixtureSendable.swift, confirmedSendableProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
public protocol SendableSendable: Sendable {
    func update(arg: Int) -> String
}

/// @mockable
public protocol ConfirmedSendableProtocol: SendableSendable {
}
