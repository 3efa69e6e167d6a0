/*|*/public final class Vault {
    private var secret: String = "s"
    public init() {}

    private func unlock() -> Bool {
        secret.isEmpty
    }

    public func open() -> Bool {
        unlock()
    }

    private struct Key { var id: Int }

    private func lookup(_ key: Key) -> String {
        "\(key.id)"
    }

    fileprivate func redeem(_ token: Token) -> Int {
        token.value
    }

    @inlinable public func version() -> Int {
        return 1
    }
}

fileprivate struct Token { var value: Int }
