// @Stubbable
public final class Vault {
    @exclusivity(unchecked) var _getSecret: (() -> String)? = nil // stubble
    @exclusivity(unchecked) var _setSecret: ((String) -> Void)? = nil // stubble
    private var secret: String { // stubble
        @storageRestrictions(initializes: _secret) init { _secret = newValue } // stubble
        get { if let _getSecret { return _getSecret() }; return _secret } // stubble
        set { if let _setSecret { _setSecret(newValue) } else { _secret = newValue } } // stubble
        _modify { if _getSecret == nil && _setSecret == nil { yield &_secret } else { var _stubbleValue = secret; yield &_stubbleValue; secret = _stubbleValue } } // stubble
    } // stubble
    private var _secret: String = "s"
    public init() {}

    @exclusivity(unchecked) var _unlock: (() -> Bool)? = nil // stubble
    private func unlock() -> Bool {
        if let _unlock { _unlock() } else { // stubble
        secret.isEmpty
        } // stubble
    }

    @exclusivity(unchecked) var _open: (() -> Bool)? = nil // stubble
    public func open() -> Bool {
        if let _open { _open() } else { // stubble
        unlock()
        } // stubble
    }

    private struct Key { var id: Int }

    @exclusivity(unchecked) private var _lookup: ((Key) -> String)? = nil // stubble
    private func lookup(_ key: Key) -> String {
        if let _lookup { _lookup(key) } else { // stubble
        "\(key.id)"
        } // stubble
    }

    @exclusivity(unchecked) fileprivate var _redeem: ((Token) -> Int)? = nil // stubble
    fileprivate func redeem(_ token: Token) -> Int {
        if let _redeem { _redeem(token) } else { // stubble
        token.value
        } // stubble
    }

    @exclusivity(unchecked) private var _stamp: ((Stamp) -> Int)? = nil // stubble
    // `Stamp` is private to `Vault` (declared in an extension of it in this file): so is the hook.
    private func stamp(_ stamp: Stamp) -> Int {
        if let _stamp { _stamp(stamp) } else { // stubble
        stamp.count
        } // stubble
    }

    @exclusivity(unchecked) @usableFromInline var _version: (() -> Int)? = nil // stubble
    @inlinable public func version() -> Int {
        if let _version { return _version() } // stubble
        return 1
    }
    public nonisolated var customMirror: Mirror { Mirror(self, children: ["secret": self._secret as Any], displayStyle: .class) } // stubble
}
extension Vault: CustomReflectable {} // stubble

fileprivate struct Token { var value: Int }

extension Vault {
    private struct Stamp { var count: Int }
}
