// `some P` in a parameter is an anonymous generic parameter. The hook takes the existential: `some P` becomes
// `any P`, and the metatype `(some P).Type` becomes `any P.Type` (the metatype of some conforming type), not
// `(any P).Type` (the metatype of the existential, which an opaque metatype does not convert to).
protocol OpaqueTypeRegistry {
    func register(_ type: (some Equatable).Type)
    func register(types: [(some Equatable & Hashable).Type], first: (some Equatable)?)
    func keep(_ value: some Equatable)
}

#if DEBUG
final class OpaqueTypeRegistryMock: OpaqueTypeRegistry {
    // stubble:mock:begin OpaqueTypeRegistry
    init() {}

    /// Presets in one place: `OpaqueTypeRegistryMock { $0._member = { ... } }`.
    init(_ configure: (OpaqueTypeRegistryMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: register(_:) → _registerEquatableType
    var _registerEquatableType: ((any Equatable.Type) -> Void)? = nil
    private(set) var registerEquatableTypeCallCount: Int = 0
    private(set) var registerEquatableTypeInvocations: [any Equatable.Type] = []
    var registerEquatableTypeLastInvocation: (any Equatable.Type)? { registerEquatableTypeInvocations.last }
    func register(_ type: (some Equatable).Type) {
        registerEquatableTypeCallCount += 1
        registerEquatableTypeInvocations.append(type)
        if let _registerEquatableType { return _registerEquatableType(type) }
    }

    // MARK: register(types:first:) → _registerTypesFirst
    var _registerTypesFirst: (([any (Equatable & Hashable).Type], (any Equatable)?) -> Void)? = nil
    private(set) var registerTypesFirstCallCount: Int = 0
    private(set) var registerTypesFirstInvocations: [RegisterTypesFirstInvocation] = []
    struct RegisterTypesFirstInvocation {
        var types: [any (Equatable & Hashable).Type]
        var first: (any Equatable)?
    }
    var registerTypesFirstLastInvocation: RegisterTypesFirstInvocation? { registerTypesFirstInvocations.last }
    func register(types: [(some Equatable & Hashable).Type], first: (some Equatable)?) {
        registerTypesFirstCallCount += 1
        registerTypesFirstInvocations.append(RegisterTypesFirstInvocation(types: types, first: first))
        if let _registerTypesFirst { return _registerTypesFirst(types, first) }
    }

    // MARK: keep(_:)
    var _keep: ((any Equatable) -> Void)? = nil
    private(set) var keepCallCount: Int = 0
    private(set) var keepInvocations: [any Equatable] = []
    var keepLastInvocation: (any Equatable)? { keepInvocations.last }
    func keep(_ value: some Equatable) {
        keepCallCount += 1
        keepInvocations.append(value)
        if let _keep { return _keep(value) }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _registerEquatableType = nil
        registerEquatableTypeCallCount = 0
        registerEquatableTypeInvocations = []
        _registerTypesFirst = nil
        registerTypesFirstCallCount = 0
        registerTypesFirstInvocations = []
        _keep = nil
        keepCallCount = 0
        keepInvocations = []
    }
    // stubble:mock:end OpaqueTypeRegistry
}
#endif
