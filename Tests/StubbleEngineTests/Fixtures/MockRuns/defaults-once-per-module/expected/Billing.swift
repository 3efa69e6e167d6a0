struct Invoice {
    var total: Int
}

protocol Billing {
    func invoice(for account: Account) -> Invoice
}

#if DEBUG
final class BillingMock: Billing {
    // stubble:mock:begin Billing
    init() {}

    /// Presets in one place: `BillingMock { $0._member = { ... } }`.
    init(_ configure: (BillingMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: invoice(for:)
    var _invoice: ((Account) -> Invoice)? = nil
    var invoiceReturnValue: Invoice? = nil
    private(set) var invoiceCallCount: Int = 0
    private(set) var invoiceInvocations: [Account] = []
    private(set) var invoiceReturnedValues: [Invoice] = []
    var invoiceLastInvocation: Account? { invoiceInvocations.last }
    var invoiceLastReturnedValue: Invoice? { invoiceReturnedValues.last }
    func invoice(for account: Account) -> Invoice {
        invoiceCallCount += 1
        invoiceInvocations.append(account)
        if let _invoice {
            let result = _invoice(account)
            invoiceReturnedValues.append(result)
            return result
        }
        if let invoiceReturnValue {
            invoiceReturnedValues.append(invoiceReturnValue)
            return invoiceReturnValue
        }
        if let result = (Invoice.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? Invoice {
            invoiceReturnedValues.append(result)
            return result
        }
        fatalError("BillingMock.invoice(for:): no value to return; set _invoice or invoiceReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _invoice = nil
        invoiceReturnValue = nil
        invoiceCallCount = 0
        invoiceInvocations = []
        invoiceReturnedValues = []
    }
    // stubble:mock:end Billing
}
#endif
