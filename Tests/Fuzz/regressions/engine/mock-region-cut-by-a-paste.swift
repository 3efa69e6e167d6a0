// Generic methods: a stored hook cannot be generic, so generic parameters are erased to `Any` in the hook
// and records, and the result is cast back. Constraints stay on the witness.
protocol GenericsCoder {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    func encode<T: Encodable>(_ value: T) throws -> [UInt8]
    func withBuffer<R>(_ body: ([UInt8]) throws -> R) rethrows -> R
    func schedule<T>(_ task: @escaping () -> T) -> [T]
    func swapValue<T>(_ value: inout T)
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
}

#if DEBUG
final class GenericsCoderMock: GenericsCoder {
    // stubble:mock:begin GenericsCoder
    init() {}

    /// Presets in one place: `GenericsCoderMock { $0._member = { ... } }`.
    init(_ configure: (GenericsCoderMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: decode(_:from:)
    var _decode: ((Any, [UInt8]) throws -> Any)? = nil
    var decodeError: (any Error)? = nil
    var decodeReturnValue: Any? = nil
    private(set) var decodeCallCount: Int = 0
    private(set) var decodeInvocations: [(type: Any, bytes: [UInt8])] = []
    var decodeLastInvocation: (type: Any, bytes: [UInt8])? { decodeInvocations.last }
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        decodeCallCount += 1
        decodeInvocations.append((type: type, bytes: bytes))
        if let _decode { return try _decode(type, bytes) as! T }
        if let decodeError { throw decodeError }
        if let decodeReturnValue { return decodeReturnValue as! T }
        fatalError("GenericsCoderMock.decode(_:from:): no value to return; set _decode or decodeReturnValue")
    }

    // MARK: encode(_:)
    var _encode: ((Any) throws -> [UInt8])? = nil
    var encodeError: (any Error)? = nil
    var encodeReturnValue: [UInt8]? = nil
    private(set) var encodeCallCount: Int = 0
    private(set) var encodeInvocations: [Any] = []
    var encodeLastInvocation: Any? { encodeInvocations.last }
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        encodeCallCount += 1
        encodeInvocations.append(value)
        if let _encode { return try _encode(value) }
        if let encodeError { throw encodeError }
        if let encodeReturnValue { return encodeReturnValue }
        return []
    }

    // MARK: withBuffer(_:)
    var _withBuffer: ((([UInt8]) throws -> Any) -> Any)? = nil
    var withBufferReturnValue: Any? = nil
    private(set) var withBufferCallCount: Int = 0
    func withBuffer<R>(_ body: ([UInt8]) throws -> R) rethrows -> R {
        withBufferCallCount += 1
        if let _withBuffer { return _withBuffer(body) as! R }
        if let withBufferReturnValue { return withBufferReturnValue as! R }
        fatalError("GenericsCoderMock.withBuffer(_:): no value to return; set _withBuffer or withBufferReturnValue")
    }

    // MARK: schedule(_:)
    var _schedule: ((Any) -> Any)? = nil
    var scheduleReturnValue: Any? = nil
    private(set) var scheduleCallCount: Int = 0
    private(set) var scheduleInvocations: [Any] = []
    var scheduleLastInvocation: Any? { scheduleInvocations.last }
    func schedule<T>(_ task: @escaping () -> T) -> [T] {
        scheduleCallCount += 1
        scheduleInvocations.append(task)
        if let _schedule { return _schedule(task) as! [T] }
        if let scheduleReturnValue { return scheduleReturnValue as! [T] }
        return []
    }

    // MARK: swapValue(_:)
    var _swapValue: ((inout Any) -> Void)? = nil
    private(set) var swapValueCallCount: Int = 0
    private(set) var swapValueInvocations: [Any] = []
    var swapValueLastInvocation: Any? { swapValueInvocations.last }
    func swapValue<T>(_ value: inout T) {
        swapValueCallCount += 1
        swapValueInvocations.append(value)
        if let _swapValue {
            var valueBox: Any = value
            _swapValue(&valueBox)
            value = valueBox as! T
            return
        }
    }

    // MARK: first(of:)
    var _first: ((Any) -> Any)? = nil
    var firstReturnValue: Any? = nil
    private(set) var firstCallCount: Int = 0
    private(set) var firstInvocations: [Any] = []
    var firstLastInvocation: Any? { firstInvocations.last }
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable {
        firstCallCount += 1
        firstInvocations.append(collection)
        if let _first { return _first(co and records, and the result is cast back. Constraints stay on the witness.
protocol GenericsCoder {
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    func encode<T: Encodable>(_ value: T) throws -> [UInt8]
    func withBuffer<R>(_ body: ([UInt8]) throws -> R) rethrows -> R
    func schedule<T>(_ task: @escaping () -> T) -> [T]
    func swapValue<T>(_ value: inout T)
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
}

#if DEBUG
final class GenericsCoderMock: GenericsCoder {
    // stubble:mock:begin GenericsCoder
    init() {}

    /// Presets in one place: `GenericsCoderMock { $0._member = { ... } }`.
    init(_ configure: (GenericsCoderMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: decode(_:from:)
    var _decode: ((Any, [UInt8]) throws -> Any)? = nil
    var decodeError: (any Error)? = nil
    var decodeReturnValue: Any? = nil
    private(set) var decodeCallCount: Int = 0
    private(set) var decodeInvocations: [(type: Any, bytes: [UInt8])] = []
    var decodeLastInvocation: (type: Any, bytes: [UInt8])? { decodeInvocations.last }
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        decodeCallCount += 1
        decodeInvocations.append((type: type, bytes: bytes))
        if let _decode { return try _decode(type, bytes) as! T }
        if let decodeError { throw decodeError }
        if let decodeReturnValue { return decodeReturnValue as! T }
        fatalError("GenericsCoderMock.decode(_:from:): no value to return; set _decode or decodeReturnValue")
    }

    // MARK: encode(_:)
    var _encode: ((Any) throws -> [UInt8])? = nil
    var encodeError: (any Error)? = nil
    var encodeReturnValue: [UInt8]? = nil
    private(set) var encodeCallCount: Int = 0
    private(set) var encodeInvocations: [Any] = []
    var encodeLastInvocation: Any? { encodeInvocations.last }
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        encodeCallCount += 1
        encodeInvocations.append(value)
        if let _encode { return try _encode(value) }
        if let encodeError { throw encodeError }
        if let encodeReturnValue { return encodeReturnValue }
        return []
    }

    // MARK: withBuffer(_:)
    var _withBuffer: ((([UInt8]) throws -> Any) -> Any)? = nil
    var withBufferReturnValue: Any? = nil
    private(set) var withBufferCallCount: Int = 0
    func withBuffer<R>(_ body: ([UInt8]) throws -> R) rethrows -> R {
        withBufferCallCount += 1
        if let _withBuffer { return _withBuffer(body) as! R }
        if let withBufferReturnValue { return withBufferReturnValue as! R }
        fatalError("GenericsCoderMock.withBuffer(_:): no value to return; set _withBuffer or withBufferReturnValue")
    }

    // MARK: schedule(_:)
    var _schedule: ((Any) -> Any)? = nil
    var scheduleReturnValue: Any? = nil
    private(set) var scheduleCallCount: Int = 0
    private(set) var scheduleInvocations: [Any] = []
    var scheduleLastInvocation: Any? { scheduleInvocations.last }
    func schedule<T>(_ task: @escaping () -> T) -> [T] {
        scheduleCallCount += 1
        scheduleInvocations.append(task)
        if let _schedule { return _schedule(task) as! [T] }
        if let scheduleReturnValue { return scheduleReturnValue as! [T] }
        return []
    }

    // MARK: swapValue(_:)
    var _swapValue: ((inout Any) -> Void)? = nil
    private(set) var swapValueCallCount: Int = 0
    private(set) var swapValueInvocations: [Any] = []
    var swapValueLastInvocation: Any? { swapValueInvocations.last }
    func swapValue<T>(_ value: inout T) {
        swapValueCallCount += 1
        swapValueInvocations.append(value)
        if let _swapValue {
            var valueBox: Any = value
            _swapValue(&valueBox)
            value = valueBox as! T
            return
        }
llection) as! C.Element? }
        if let firstReturnValue { return firstReturnValue as! C.Element? }
        return nil
    }
    // stubble:mock:end GenericsCoder
}
#endif
