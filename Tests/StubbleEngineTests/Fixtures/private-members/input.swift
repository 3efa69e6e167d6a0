/*|*/public final class Vault {
    private var secret: String = "s"
    public init() {}

    private func unlock() -> Bool {
        secret.isEmpty
    }

    public func open() -> Bool {
        unlock()
    }

    @inlinable public func version() -> Int {
        return 1
    }
}
