struct A {
    func a() {}
}
}
struct B {
    func b() {}
}
