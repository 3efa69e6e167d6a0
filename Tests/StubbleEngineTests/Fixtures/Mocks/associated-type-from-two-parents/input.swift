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
}/*|*/
