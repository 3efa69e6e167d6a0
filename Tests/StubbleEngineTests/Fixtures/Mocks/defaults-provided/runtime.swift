// The test target's defaults: its own types conform, a generic one conditionally. Nothing is stubbed.
extension ProvidedUser: StubbleDefaultProvidable {
    static var stubbleDefault: ProvidedUser { ProvidedUser(id: 0, name: "Guest") }
}

extension ProvidedBox: StubbleDefaultProvidable where Value == Int {
    static var stubbleDefault: ProvidedBox<Int> { ProvidedBox(value: 42) }
}

@main struct Driver {
    static func main() {
        let directory = ProvidedDirectoryMock()
        check(directory.user(id: 7) == ProvidedUser(id: 0, name: "Guest"), "a method returns the provided default")
        check(directory.userReturnedValues == [ProvidedUser(id: 0, name: "Guest")], "and records it as returned")
        check(directory.owner.name == "Guest", "a property too")
        check(directory[3].name == "Guest", "a subscript too")
        check(directory.box().value == 42, "a generic type's conditional conformance")
        check(directory.make(ProvidedUser.self).name == "Guest", "a generic method, whose T is the user's type")
        check(directory.make(ProvidedBox<Int>.self).value == 42, "a generic method, whose T is a generic type")
        // A hook or a ReturnValue still wins over the default.
        directory.userReturnValue = ProvidedUser(id: 1, name: "Ada")
        check(directory.user(id: 1).name == "Ada", "the ReturnValue first")
        // `untouched()` returns ProvidedBox<String>, which has no default: it would stop with a message.
        print("defaults-provided: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
