// An associated type declared by two refined protocols is one type meeting both declarations: the mock's
// generic parameter gets both constraints (only the first was kept, and the mock did not conform). From
// Mockolo's test inputs.
protocol TwoParentsDefaulted {
    associatedtype Key = Int
}

protocol TwoParentsTextual {
    associatedtype Key: StringProtocol
    func describe(_ key: Key) -> String
}

protocol TwoParentsStore: TwoParentsDefaulted, TwoParentsTextual {
}

#if DEBUG
final class TwoParentsStoreMock<Key: StringProtocol>: TwoParentsStore {
    // stubble:mock:begin TwoParentsStore
    init() {}

    /// Presets in one place: `TwoParentsStoreMock { $0._member = { ... } }`.
    init(_ configure: (TwoParentsStoreMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: describe(_:)
    var _describe: ((Key) -> String)? = nil
    var describeReturnValue: String? = nil
    private(set) var describeCallCount: Int = 0
    private(set) var describeInvocations: [Key] = []
    private(set) var describeReturnedValues: [String] = []
    var describeLastInvocation: Key? { describeInvocations.last }
    var describeLastReturnedValue: String? { describeReturnedValues.last }
    func describe(_ key: Key) -> String {
        describeCallCount += 1
        describeInvocations.append(key)
        if let _describe {
            let result = _describe(key)
            describeReturnedValues.append(result)
            return result
        }
        if let describeReturnValue {
            describeReturnedValues.append(describeReturnValue)
            return describeReturnValue
        }
        let result: String = ""
        describeReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _describe = nil
        describeReturnValue = nil
        describeCallCount = 0
        describeInvocations = []
        describeReturnedValues = []
    }
    // stubble:mock:end TwoParentsStore
}
#endif
