@main struct Driver {
    static func main() {
        let service = UnwrappedNeverServiceMock()
        service._lookup = { ($0 ?? 0) + 1 }
        let found: Int? = service.lookup(key: 1)
        service.current = 5
        service._count = { 3 }
        check(found == 2 && service.lookupInvocations == [1] && service.currentSetInvocations == [5] && service.count() == 3, "hooks")
        print("implicitly-unwrapped-and-throws-never: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
