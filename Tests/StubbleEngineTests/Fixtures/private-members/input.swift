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

    // `Stamp` is private to `Vault` (declared in an extension of it in this file): so is the hook.
    private func stamp(_ stamp: Stamp) -> Int {
        stamp.count
    }

    @inlinable public func version() -> Int {
        return 1
    }
}

fileprivate struct Token { var value: Int }

extension Vault {
    private struct Stamp { var count: Int }
}
