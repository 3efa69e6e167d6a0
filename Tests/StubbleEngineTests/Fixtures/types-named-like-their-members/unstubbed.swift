@main struct Unstubbed {
    static func main() {
        let o = Publishers.Output(upstream: Numbers(), range: 0..<3)
        print(o.count(), Publishers.Output.first(of: Numbers()).count())
        print(Publishers.Output(upstream: Numbers(), range: 0..<2).count())
    }
}
