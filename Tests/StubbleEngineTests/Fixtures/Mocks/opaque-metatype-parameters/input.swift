// `some P` in a parameter is an anonymous generic parameter. The hook takes the existential: `some P` becomes
// `any P`, and the metatype `(some P).Type` becomes `any P.Type` (the metatype of some conforming type), not
// `(any P).Type` (the metatype of the existential, which an opaque metatype does not convert to).
protocol OpaqueTypeRegistry {
    func register(_ type: (some Equatable).Type)
    func register(types: [(some Equatable & Hashable).Type], first: (some Equatable)?)
    func keep(_ value: some Equatable)
}/*|*/
