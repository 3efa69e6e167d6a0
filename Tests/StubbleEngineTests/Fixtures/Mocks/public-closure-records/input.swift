// A public protocol whose method takes a closure beside another argument: the record of a call is a public
// struct with its own public init, whose closure parameter escapes into the field (`@escaping`; without it,
// "assigning non-escaping parameter 'callback' to an '@escaping' closure", found on swift-nio's EventLoop).
public protocol Shutdown {
    func shutdownGracefully(queue: Int, _ callback: @escaping @Sendable (Error?) -> Void)
}/*|*/
