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
    private(set) var decodeInvocations: [DecodeInvocation] = []
    private(set) var decodeReturnedValues: [Any] = []
    struct DecodeInvocation {
        var type: Any
        var bytes: [UInt8]
    }
    var decodeLastInvocation: DecodeInvocation? { decodeInvocations.last }
    var decodeLastReturnedValue: Any? { decodeReturnedValues.last }
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        decodeCallCount += 1
        decodeInvocations.append(DecodeInvocation(type: type, bytes: bytes))
        if let _decode {
            let result = try _decode(type, bytes) as! T
            decodeReturnedValues.append(result)
            return result
        }
        if let decodeError { throw decodeError }
        if let decodeReturnValue {
            decodeReturnedValues.append(decodeReturnValue)
            return decodeReturnValue as! T
        }
        if let result = (T.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? T {
            decodeReturnedValues.append(result)
            return result
        }
        fatalError("GenericsCoderMock.decode(_:from:): no value to return; set _decode or decodeReturnValue")
    }

    // MARK: encode(_:)
    var _encode: ((Any) throws -> [UInt8])? = nil
    var encodeError: (any Error)? = nil
    var encodeReturnValue: [UInt8]? = nil
    private(set) var encodeCallCount: Int = 0
    private(set) var encodeInvocations: [Any] = []
    private(set) var encodeReturnedValues: [[UInt8]] = []
    var encodeLastInvocation: Any? { encodeInvocations.last }
    var encodeLastReturnedValue: [UInt8]? { encodeReturnedValues.last }
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        encodeCallCount += 1
        encodeInvocations.append(value)
        if let _encode {
            let result = try _encode(value)
            encodeReturnedValues.append(result)
            return result
        }
        if let encodeError { throw encodeError }
        if let encodeReturnValue {
            encodeReturnedValues.append(encodeReturnValue)
            return encodeReturnValue
        }
        let result: [UInt8] = []
        encodeReturnedValues.append(result)
        return result
    }

    // MARK: withBuffer(_:)
    var _withBuffer: ((([UInt8]) throws -> Any) -> Any)? = nil
    var withBufferReturnValue: Any? = nil
    private(set) var withBufferCallCount: Int = 0
    private(set) var withBufferReturnedValues: [Any] = []
    var withBufferLastReturnedValue: Any? { withBufferReturnedValues.last }
    func withBuffer<R>(_ body: ([UInt8]) throws -> R) rethrows -> R {
        withBufferCallCount += 1
        if let _withBuffer {
            let result = _withBuffer(body) as! R
            withBufferReturnedValues.append(result)
            return result
        }
        if let withBufferReturnValue {
            withBufferReturnedValues.append(withBufferReturnValue)
            return withBufferReturnValue as! R
        }
        if let result = (R.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? R {
            withBufferReturnedValues.append(result)
            return result
        }
        fatalError("GenericsCoderMock.withBuffer(_:): no value to return; set _withBuffer or withBufferReturnValue")
    }

    // MARK: schedule(_:)
    var _schedule: ((Any) -> Any)? = nil
    var scheduleReturnValue: Any? = nil
    private(set) var scheduleCallCount: Int = 0
    private(set) var scheduleInvocations: [Any] = []
    private(set) var scheduleReturnedValues: [Any] = []
    var scheduleLastInvocation: Any? { scheduleInvocations.last }
    var scheduleLastReturnedValue: Any? { scheduleReturnedValues.last }
    func schedule<T>(_ task: @escaping () -> T) -> [T] {
        scheduleCallCount += 1
        scheduleInvocations.append(task)
        if let _schedule {
            let result = _schedule(task) as! [T]
            scheduleReturnedValues.append(result)
            return result
        }
        if let scheduleReturnValue {
            scheduleReturnedValues.append(scheduleReturnValue)
            return scheduleReturnValue as! [T]
        }
        let result: [T] = []
        scheduleReturnedValues.append(result)
        return result
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
    private(set) var firstReturnedValues: [Any] = []
    var firstLastInvocation: Any? { firstInvocations.last }
    var firstLastReturnedValue: Any? { firstReturnedValues.last }
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable {
        firstCallCount += 1
        firstInvocations.append(collection)
        if let _first {
            let result = _first(collection) as! C.Element?
            firstReturnedValues.append(result as Any)
            return result
        }
        if let firstReturnValue {
            firstReturnedValues.append(firstReturnValue)
            return firstReturnValue as! C.Element?
        }
        let result: C.Element? = nil
        firstReturnedValues.append(result as Any)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _decode = nil
        decodeError = nil
        decodeReturnValue = nil
        decodeCallCount = 0
        decodeInvocations = []
        decodeReturnedValues = []
        _encode = nil
        encodeError = nil
        encodeReturnValue = nil
        encodeCallCount = 0
        encodeInvocations = []
        encodeReturnedValues = []
        _withBuffer = nil
        withBufferReturnValue = nil
        withBufferCallCount = 0
        withBufferReturnedValues = []
        _schedule = nil
        scheduleReturnValue = nil
        scheduleCallCount = 0
        scheduleInvocations = []
        scheduleReturnedValues = []
        _swapValue = nil
        swapValueCallCount = 0
        swapValueInvocations = []
        _first = nil
        firstReturnValue = nil
        firstCallCount = 0
        firstInvocations = []
        firstReturnedValues = []
    }
    // stubble:mock:end GenericsCoder
}
#endif
