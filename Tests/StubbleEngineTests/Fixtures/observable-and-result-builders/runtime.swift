import Observation

@main struct Runtime {
    static func main() {
        let c = Counter()
        var calls = 0
        c._increment = { calls += 1 }
        withObservationTracking { _ = c.count } onChange: { print("count changed") }
        c.increment()
        c._summary = { "stubbed" }
        print(c.summary(), c.count, calls)
        let r = Report()
        r._total = { 7 }
        print(r.total(), r.body())
    }
}
