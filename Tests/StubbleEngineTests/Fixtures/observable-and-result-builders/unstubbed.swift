import Observation

@main struct Unstubbed {
    static func main() {
        let c = Counter()
        withObservationTracking { _ = c.count } onChange: { print("count changed") }
        c.increment()
        print(c.summary(), Report().total(), Report().body())
    }
}
