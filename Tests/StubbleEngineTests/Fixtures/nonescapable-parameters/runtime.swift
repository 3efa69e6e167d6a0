@main struct Runtime {
    static func main() {
        let m = Meter<Int>(total: 1)
        var values = [1, 2, 3]
        print(m.count(values.span), m.sum(values.span), Meter<Int>(adding: values.span).total)
        m._count = { _ in 10 }
        m._sum = { (s: Span<Int>) in s.count * 100 }
        m._clear = { (s: inout MutableSpan<Int>) in s[0] = 42 }
        var span = values.mutableSpan
        m.clear(&span)
        print(m.count(values.span), m.sum(values.span), values)
        m._count = nil
        m._sum = nil
        m._clear = nil
        var again = values.mutableSpan
        m.clear(&again)
        print(m.count(values.span), m.sum(values.span), values)
    }
}
