@main struct Unstubbed {
    static func main() {
        print(Base.kind, Derived.kind, Base.make().self is Derived, Derived.make() is Derived, Base.helper(), Derived.extra(), Child.count())
    }
}
