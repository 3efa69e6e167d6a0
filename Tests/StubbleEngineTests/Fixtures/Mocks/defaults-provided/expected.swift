// Defaults of your own: where a mock has no value to return (a type of yours), it asks
// `StubbleDefaultProvidable` before it stops. The protocol is declared once per module, by the first mock that
// needs it when no file of the module declares it: here, at the end of this file (the other fixtures of this
// module see this declaration and write none).
struct ProvidedUser: Equatable {
    var id: Int
    var name: String
}

struct ProvidedBox<Value> {
    var value: Value
}

protocol ProvidedDirectory {
    var owner: ProvidedUser { get }
    func user(id: Int) -> ProvidedUser
    func box() -> ProvidedBox<Int>
    func make<T>(_ type: T.Type) -> T
    subscript(index: Int) -> ProvidedUser { get }
    func untouched() -> ProvidedBox<String>
}

#if DEBUG
final class ProvidedDirectoryMock: ProvidedDirectory {
    // stubble:mock:begin ProvidedDirectory
    init() {}

    /// Presets in one place: `ProvidedDirectoryMock { $0._member = { ... } }`.
    init(_ configure: (ProvidedDirectoryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: owner
    var _getOwner: (() -> ProvidedUser)? = nil
    var _owner: ProvidedUser? = nil
    private(set) var ownerGetCallCount: Int = 0
    var owner: ProvidedUser {
        get {
            ownerGetCallCount += 1
            if let _getOwner { return _getOwner() }
            if let _owner { return _owner }
            if let provided = (ProvidedUser.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? ProvidedUser { return provided }
            fatalError("ProvidedDirectoryMock.owner: no value to return; set _getOwner or _owner")
        }
    }

    // MARK: user(id:)
    var _user: ((Int) -> ProvidedUser)? = nil
    var userReturnValue: ProvidedUser? = nil
    private(set) var userCallCount: Int = 0
    private(set) var userInvocations: [Int] = []
    private(set) var userReturnedValues: [ProvidedUser] = []
    var userLastInvocation: Int? { userInvocations.last }
    var userLastReturnedValue: ProvidedUser? { userReturnedValues.last }
    func user(id: Int) -> ProvidedUser {
        userCallCount += 1
        userInvocations.append(id)
        if let _user {
            let result = _user(id)
            userReturnedValues.append(result)
            return result
        }
        if let userReturnValue {
            userReturnedValues.append(userReturnValue)
            return userReturnValue
        }
        if let result = (ProvidedUser.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? ProvidedUser {
            userReturnedValues.append(result)
            return result
        }
        fatalError("ProvidedDirectoryMock.user(id:): no value to return; set _user or userReturnValue")
    }

    // MARK: box()
    var _box: (() -> ProvidedBox<Int>)? = nil
    var boxReturnValue: ProvidedBox<Int>? = nil
    private(set) var boxCallCount: Int = 0
    private(set) var boxReturnedValues: [ProvidedBox<Int>] = []
    var boxLastReturnedValue: ProvidedBox<Int>? { boxReturnedValues.last }
    func box() -> ProvidedBox<Int> {
        boxCallCount += 1
        if let _box {
            let result = _box()
            boxReturnedValues.append(result)
            return result
        }
        if let boxReturnValue {
            boxReturnedValues.append(boxReturnValue)
            return boxReturnValue
        }
        if let result = (ProvidedBox<Int>.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? ProvidedBox<Int> {
            boxReturnedValues.append(result)
            return result
        }
        fatalError("ProvidedDirectoryMock.box(): no value to return; set _box or boxReturnValue")
    }

    // MARK: make(_:)
    var _make: ((Any) -> Any)? = nil
    var makeReturnValue: Any? = nil
    private(set) var makeCallCount: Int = 0
    private(set) var makeInvocations: [Any] = []
    private(set) var makeReturnedValues: [Any] = []
    var makeLastInvocation: Any? { makeInvocations.last }
    var makeLastReturnedValue: Any? { makeReturnedValues.last }
    func make<T>(_ type: T.Type) -> T {
        makeCallCount += 1
        makeInvocations.append(type)
        if let _make {
            let result = _make(type) as! T
            makeReturnedValues.append(result)
            return result
        }
        if let makeReturnValue {
            makeReturnedValues.append(makeReturnValue)
            return makeReturnValue as! T
        }
        if let result = (T.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? T {
            makeReturnedValues.append(result)
            return result
        }
        fatalError("ProvidedDirectoryMock.make(_:): no value to return; set _make or makeReturnValue")
    }

    // MARK: subscript(index:)
    var _getSubscript: ((Int) -> ProvidedUser)? = nil
    private(set) var subscriptGetCallCount: Int = 0
    private(set) var subscriptGetInvocations: [Int] = []
    var subscriptGetLastInvocation: Int? { subscriptGetInvocations.last }
    subscript(index: Int) -> ProvidedUser {
        get {
            subscriptGetCallCount += 1
            subscriptGetInvocations.append(index)
            if let _getSubscript { return _getSubscript(index) }
            if let provided = (ProvidedUser.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? ProvidedUser { return provided }
            fatalError("ProvidedDirectoryMock.subscript(index:): no value to return; set _getSubscript")
        }
    }

    // MARK: untouched()
    var _untouched: (() -> ProvidedBox<String>)? = nil
    var untouchedReturnValue: ProvidedBox<String>? = nil
    private(set) var untouchedCallCount: Int = 0
    private(set) var untouchedReturnedValues: [ProvidedBox<String>] = []
    var untouchedLastReturnedValue: ProvidedBox<String>? { untouchedReturnedValues.last }
    func untouched() -> ProvidedBox<String> {
        untouchedCallCount += 1
        if let _untouched {
            let result = _untouched()
            untouchedReturnedValues.append(result)
            return result
        }
        if let untouchedReturnValue {
            untouchedReturnedValues.append(untouchedReturnValue)
            return untouchedReturnValue
        }
        if let result = (ProvidedBox<String>.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? ProvidedBox<String> {
            untouchedReturnedValues.append(result)
            return result
        }
        fatalError("ProvidedDirectoryMock.untouched(): no value to return; set _untouched or untouchedReturnValue")
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getOwner = nil
        _owner = nil
        ownerGetCallCount = 0
        _user = nil
        userReturnValue = nil
        userCallCount = 0
        userInvocations = []
        userReturnedValues = []
        _box = nil
        boxReturnValue = nil
        boxCallCount = 0
        boxReturnedValues = []
        _make = nil
        makeReturnValue = nil
        makeCallCount = 0
        makeInvocations = []
        makeReturnedValues = []
        _getSubscript = nil
        subscriptGetCallCount = 0
        subscriptGetInvocations = []
        _untouched = nil
        untouchedReturnValue = nil
        untouchedCallCount = 0
        untouchedReturnedValues = []
    }
    // stubble:mock:end ProvidedDirectory
}
#endif

/// Defaults of your own for generated mocks: a type conforming to this protocol is what an unstubbed mock
/// member returning it gives back instead of stopping, e.g. in your tests
/// `extension User: StubbleDefaultProvidable { static var stubbleDefault: User { User(id: 0) } }`.
/// Written by Stubble once per module; keep one declaration.
protocol StubbleDefaultProvidable {
    static var stubbleDefault: Self { get }
}
