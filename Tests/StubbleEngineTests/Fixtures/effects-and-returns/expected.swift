enum LoadError: Error { case missing }

// @Stubbable
final class Loader {
    @exclusivity(unchecked) var _load: ((String) throws(LoadError) -> Int)? = nil // stubble
    func load(_ key: String) throws(LoadError) -> Int {
        if let _load { return try _load(key) } // stubble
        if key.isEmpty { throw .missing }
        return key.count
    }

    @exclusivity(unchecked) var _map: ((Int, (Int) throws -> Int) -> Int)? = nil // stubble
    func map(_ value: Int, _ transform: (Int) throws -> Int) rethrows -> Int {
        if let _map { _map(value, transform) } else { // stubble
        try transform(value)
        } // stubble
    }

    @exclusivity(unchecked) var _a: (() -> Void)? = nil // stubble
    func a() -> Void {
        if let _a { return _a() } // stubble
        print("a")
    }

    @exclusivity(unchecked) var _b: (() -> ())? = nil // stubble
    func b() -> () {
        if let _b { return _b() } // stubble
        print("b")
    }

    @exclusivity(unchecked) var _c: (() -> Swift.Void)? = nil // stubble
    func c() -> Swift.Void {
        if let _c { return _c() } // stubble
        print("c")
    }

    @exclusivity(unchecked) var _crash: (() -> Never)? = nil // stubble
    func crash() -> Never {
        if let _crash { return _crash() } // stubble
        fatalError("crash")
    }

    @exclusivity(unchecked) var _fetch: (nonisolated(nonsending) () async -> [String])? = nil // stubble
    func fetch() async -> [String] {
        if let _fetch { await _fetch() } else { // stubble
        ["x"]
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Loader: CustomReflectable {} // stubble
