// A struct with a member of its own name (`typealias Output = Upstream.Output` in `struct Output`,
// OpenCombine's `Publishers.Output`) means that member by its plain name in its body: its hooks name the
// struct `Self` ("cannot assign value of type 'Upstream.Output' to type 'Publishers.Output<Upstream>'"
// otherwise), and its static hooks' table is keyed by `Self.self`, not by the member's type.
protocol Publisher {
    associatedtype Output
}

struct Numbers: Publisher {
    typealias Output = Int
}

enum Publishers {}

extension Publishers {
    // @Stubbable
    struct Output<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        let upstream: Upstream
        let range: CountableRange<Int>

        init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        func count() -> Int { range.count }
        static func first(of upstream: Upstream) -> Publishers.Output<Upstream> { Publishers.Output(upstream: upstream, range: 0..<1) }
    }
}
