@main struct Driver {
    static func main() {
        let p = DefaultsProviderMock()
        check(p.count() == 0 && p.ratio() == 0 && p.flag() == false && p.name() == "", "scalars")
        check(p.maybe() == nil && p.list().isEmpty && p.table().isEmpty && p.unique().isEmpty, "optionals and collections")
        check(p.pair() == (0, ""), "tuple")
        p.nothing()
        check(p.logger() is DefaultsLoggerMock, "another generated mock")
        p.tokenReturnValue = DefaultsToken(value: "t")
        check(p.token().value == "t", "return value shortcut")
        print("defaults: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
