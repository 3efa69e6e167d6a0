// swift-sdk's `Server.Configuration`: a static and an instance stored property share a name. Stubbed, both would
// keep their value in `_strict`, which Swift reads as one ambiguous name: the second is left as it is.
/*|*/struct Configuration: Hashable, Sendable {
    static let lenient = Configuration(strict: false)
    static let strict = Configuration(strict: true)

    var strict: Bool
    var name = "server"
}
