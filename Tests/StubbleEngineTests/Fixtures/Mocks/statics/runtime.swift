@main struct Driver {
    static func main() {
        let shared = StaticsFactoryMock()
        StaticsFactoryMock._make = { _ in shared }
        check(StaticsFactoryMock.make(id: 7) === shared, "static hook returns Self")
        check(StaticsFactoryMock.makeLastInvocation == 7, "static record")
        StaticsFactoryMock.defaultName = "x"
        StaticsFactoryMock.register()
        StaticsFactoryMock.resetMockedStaticMembers()
        check(StaticsFactoryMock.makeCallCount == 0 && StaticsFactoryMock.registerCallCount == 0, "reset counts")
        check(StaticsFactoryMock._make == nil && StaticsFactoryMock.defaultName == "", "reset hooks and values")
        print("statics: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
