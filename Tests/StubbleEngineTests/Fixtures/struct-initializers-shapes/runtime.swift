@main struct Runtime {
    static func main() {
        var calls = 0
        let fixed = Pair(first: 7, second: 8)
        Pair<Int>._initFirstSecond = { _, _ in calls += 1; return fixed }
        // Another specialisation has its own hooks.
        print(Pair(both: 1).first, Pair(first: "a", second: "b").first, calls)
        print(Pair(converting: "abc", fallback: 0, with: { $0.count }).first, calls)
        Pair<Int>._resetStaticStubs()
        print(Pair(converting: "abc", fallback: 0, with: { $0.count }).first)
        print(Pair(both: 1).second)
        let release = Version(major: 2, minor: 1)
        Version._initMajorMinor = { _, _ in release }
        print(Version(major: 1).major, Version(major: 1).minor)
        Version._initMajorMinor = nil
        print(Version(major: 1).major)
        let wide = Screen(width: 1000)
        Screen._initWidth = { _ in wide }
        print(Screen(width: 10).half())
        let on = Flag(true, isOn: true)
        Flag._initBoolIsOn = { _, _ in on }
        print(Flag(false, isOn: false).isOn)
        let h = Handle(descriptor: 3)
        print(h.descriptor)
        Celsius._initDegrees = { d in .init(kelvin: d) }
        print(Celsius(degrees: 0).degrees)
        Celsius._resetStaticStubs()
        print(Celsius(degrees: 0).degrees)
        let node = Node(parent: "root")
        node._getParent = { "stub" }
        let made = Node(parent: "made")
        Node._initParent = { _ in made }
        print(node.parent ?? "-", Node(parent: nil).parent ?? "-")
        Node._resetStaticStubs()
        print(Node(parent: nil).parent ?? "-")
        let failure = Failure(code: 404)
        print(failure.summary())
        failure._summary = { "stub" }
        print(failure.summary())
    }
}

extension Celsius {
    init(kelvin: Double) { self.degrees = kelvin - 273 }
}
