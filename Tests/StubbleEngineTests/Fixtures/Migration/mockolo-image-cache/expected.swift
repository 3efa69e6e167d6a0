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
    private(set) var imageReturnedValues: [[UInt8]?] = []
    var imageLastInvocation: String? { imageInvocations.last }
    var imageLastReturnedValue: [UInt8]?? { imageReturnedValues.last }
    func image(for key: String) -> [UInt8]? {
        imageCallCount += 1
        imageInvocations.append(key)
        if let _image {
            let result = _image(key)
            imageReturnedValues.append(result)
            return result
        }
        if let imageReturnValue {
            imageReturnedValues.append(imageReturnValue)
            return imageReturnValue
        }
        let result: [UInt8]? = nil
        imageReturnedValues.append(result)
        return result
    }

    // MARK: store(_:for:)
    var _store: (([UInt8], String) -> Void)? = nil
    private(set) var storeCallCount: Int = 0
    private(set) var storeInvocations: [StoreInvocation] = []
    struct StoreInvocation: Equatable {
        var data: [UInt8]
        var key: String
    }
    var storeLastInvocation: StoreInvocation? { storeInvocations.last }
    func store(_ data: [UInt8], for key: String) {
        storeCallCount += 1
        storeInvocations.append(StoreInvocation(data: data, key: key))
        if let _store { return _store(data, key) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _image = nil
        imageReturnValue = nil
        imageCallCount = 0
        imageInvocations = []
        imageReturnedValues = []
        _store = nil
        storeCallCount = 0
        storeInvocations = []
    }
    // stubble:mock:end ImageCache
}
#endif
