/// A's money is `Equatable`, and so is its token.
public struct Money: Equatable {
    public var cents: Int
    public init(cents: Int) { self.cents = cents }
}

public struct Token: Equatable {
    public var raw: String
}

public protocol Store {
    func save(_ money: Money, for key: String)
}
