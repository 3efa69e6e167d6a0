@main struct Runtime {
    static func main() {
        Base._getKind = { "hooked base" }
        Derived._getKindDerived = { "hooked derived" }
        Child._count = { 30 }
        print(Base.kind, Derived.kind, Child.count())
        Derived._resetStaticStubsDerived()
        print(Base.kind, Derived.kind)
        Base._resetStaticStubs()
        Child._resetStaticStubs()
        print(Base.kind, Derived.kind, Child.count())
    }
}
