@main struct Driver {
    static func main() throws {
        func make<R: InitializersRepository>(_ type: R.Type) -> R { R(path: "/tmp", capacity: 4) }
        let repository = make(InitializersRepositoryMock.self)
        check(repository.initPathCapacityArguments?.path == "/tmp", "init arguments recorded")
        check(repository.initPathCapacityArguments?.capacity == 4, "init arguments recorded")
        let named = try InitializersRepositoryMock(name: "n")
        check(named.initNameArguments == "n", "single argument")
        check(InitializersRepositoryMock().initNameArguments == nil, "plain init")
        print("initializers: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
