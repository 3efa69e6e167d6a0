@main struct Driver {
    static func main() {
        let registry = OpaqueTypeRegistryMock()
        registry.register(Int.self)
        registry.register(types: [String.self], first: Optional<Int>.none)
        registry.keep(4)
        check(registry.registerEquatableTypeInvocations.first == Int.self, "metatype recorded")
        check(registry.registerTypesFirstCallCount == 1 && registry.keepInvocations.first as? Int == 4, "others")
        print("opaque-metatype-parameters: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
