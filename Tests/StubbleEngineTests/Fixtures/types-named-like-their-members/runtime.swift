@main struct Runtime {
    static func main() {
        let o = Publishers.Output(upstream: Numbers(), range: 0..<3)
        print(o.count(), Publishers.Output.first(of: Numbers()).count())
        let made = Publishers.Output(upstream: Numbers(), range: 0..<9)
        Publishers.Output<Numbers>._initUpstreamRange = { _, _ in made }
        Publishers.Output<Numbers>._first = { _ in made }
        print(Publishers.Output(upstream: Numbers(), range: 0..<1).count(), Publishers.Output.first(of: Numbers()).count())
        Publishers.Output<Numbers>._resetStaticStubs()
        print(Publishers.Output(upstream: Numbers(), range: 0..<2).count())
    }
}
