/// Code inlined into clients (`@inlinable`, `@_alwaysEmitIntoClient`) may only call public or
/// `@usableFromInline` declarations: the hooks it calls are `@usableFromInline`.
// @Stubbable
public struct LogEvent: Sendable {
    public var file: String
    @usableFromInline
    internal var _explicitSource: String?

    public init(file: String, source: String? = nil) {
        self.file = file
        self._explicitSource = source
    }

    public var source: String {
        @inlinable get { self._explicitSource ?? String(file.split(separator: "/").first ?? "") }
        @inlinable set { self._explicitSource = newValue }
    }

    @inlinable
    public func describe() -> String {
        "\(source): \(file)"
    }

    @_alwaysEmitIntoClient
    public func isFrom(_ module: String) -> Bool {
        source == module
    }
}
