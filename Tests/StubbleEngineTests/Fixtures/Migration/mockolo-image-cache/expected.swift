/// A cache of images (Mockolo's annotation is a line of the doc comment; the rest stays).
protocol ImageCache {
    func image(for key: String) -> [UInt8]?
    func store(_ data: [UInt8], for key: String)
}

#if DEBUG
final class ImageCacheMock: ImageCache {
    // stubble:mock:begin ImageCache
    init() {}

    /// Presets in one place: `ImageCacheMock { $0._member = { ... } }`.
    init(_ configure: (ImageCacheMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: image(for:)
    var _image: ((String) -> [UInt8]?)? = nil
    var imageReturnValue: [UInt8]?? = nil
    private(set) var imageCallCount: Int = 0
    private(set) var imageInvocations: [String] = []
    var imageLastInvocation: String? { imageInvocations.last }
    func image(for key: String) -> [UInt8]? {
        imageCallCount += 1
        imageInvocations.append(key)
        if let _image { return _image(key) }
        if let imageReturnValue { return imageReturnValue }
        return nil
    }

    // MARK: store(_:for:)
    var _store: (([UInt8], String) -> Void)? = nil
    private(set) var storeCallCount: Int = 0
    private(set) var storeInvocations: [(data: [UInt8], key: String)] = []
    var storeLastInvocation: (data: [UInt8], key: String)? { storeInvocations.last }
    func store(_ data: [UInt8], for key: String) {
        storeCallCount += 1
        storeInvocations.append((data: data, key: key))
        if let _store { return _store(data, key) }
    }
    // stubble:mock:end ImageCache
}
#endif
