enum LoadError: Error { case missing }

/*|*/final class Loader {
    func load(_ key: String) throws(LoadError) -> Int {
        if key.isEmpty { throw .missing }
        return key.count
    }

    func map(_ value: Int, _ transform: (Int) throws -> Int) rethrows -> Int {
        try transform(value)
    }

    func a() -> Void {
        print("a")
    }

    func b() -> () {
        print("b")
    }

    func c() -> Swift.Void {
        print("c")
    }

    func crash() -> Never {
        fatalError("crash")
    }

    func fetch() async -> [String] {
        ["x"]
    }
}
