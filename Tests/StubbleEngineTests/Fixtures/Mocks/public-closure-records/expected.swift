// A public protocol whose method takes a closure beside another argument: the record of a call is a public
// struct with its own public init, whose closure parameter escapes into the field (`@escaping`; without it,
// "assigning non-escaping parameter 'callback' to an '@escaping' closure", found on swift-nio's EventLoop).
public protocol Shutdown {
    func shutdownGracefully(queue: Int, _ callback: @escaping @Sendable (Error?) -> Void)
}

#if DEBUG
public final class ShutdownMock: Shutdown {
    // stubble:mock:begin Shutdown
    public init() {}

    /// Presets in one place: `ShutdownMock { $0._member = { ... } }`.
    public init(_ configure: (ShutdownMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: shutdownGracefully(queue:_:)
    public var _shutdownGracefully: ((Int, @escaping @Sendable (Error?) -> Void) -> Void)? = nil
    public private(set) var shutdownGracefullyCallCount: Int = 0
    public private(set) var shutdownGracefullyInvocations: [ShutdownGracefullyInvocation] = []
    public struct ShutdownGracefullyInvocation {
        public var queue: Int
        public var callback: @Sendable (Error?) -> Void
        public init(queue: Int, callback: @escaping @Sendable (Error?) -> Void) {
            self.queue = queue
            self.callback = callback
        }
    }
    public var shutdownGracefullyLastInvocation: ShutdownGracefullyInvocation? { shutdownGracefullyInvocations.last }
    public func shutdownGracefully(queue: Int, _ callback: @escaping @Sendable (Error?) -> Void) {
        shutdownGracefullyCallCount += 1
        shutdownGracefullyInvocations.append(ShutdownGracefullyInvocation(queue: queue, callback: callback))
        if let _shutdownGracefully { return _shutdownGracefully(queue, callback) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    public func resetMock() {
        _shutdownGracefully = nil
        shutdownGracefullyCallCount = 0
        shutdownGracefullyInvocations = []
    }
    // stubble:mock:end Shutdown
}
#endif
