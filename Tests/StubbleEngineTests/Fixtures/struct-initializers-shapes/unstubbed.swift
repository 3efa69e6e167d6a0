@main struct Unstubbed {
    static func main() {
        print(Pair(both: 1).first, Pair(first: "a", second: "b").second)
        print(Pair(converting: "abc", fallback: 0, with: { $0.count }).first, Pair(converting: nil as String?, fallback: 9, with: { $0.count }).second)
        print(Version(major: 1).major, Version(major: 1, minor: 2).minor)
        print(Screen(width: 10).half(), Flag(false, isOn: true).isOn)
        let h = Handle(descriptor: 3)
        print(h.descriptor, Celsius(degrees: 4).degrees)
    }
}
