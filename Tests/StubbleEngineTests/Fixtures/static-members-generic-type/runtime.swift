@main struct Runtime {
    static func main() {
        print(Registry<Int>.describe(1), Registry<Int>.label, Registry<Int>.makeDefault().values)
        var calls = 0
        Registry<Int>._describe = { v in calls += 1; return "stub \(v)" }
        Registry<Int>._getLabel = { "stub label" }
        Registry<Int>._makeDefault = { let r = Registry<Int>(); r.values = [7]; return r }
        print(Registry<Int>.describe(1), Registry<Int>.label, Registry<Int>.makeDefault().values, calls)
        // Another specialisation has its own hooks.
        print(Registry<String>.describe("a"), Registry<String>.label)
        Registry<Int>._resetStaticStubs()
        print(Registry<Int>.describe(1), Registry<Int>.label, Registry<Int>.makeDefault().values)
    }
}
