@main struct Unstubbed {
    static func main() {
        let m = Meter<Int>(total: 1)
        var values = [1, 2, 3]
        print(m.count(values.span), m.sum(values.span), Meter<Int>(adding: values.span).total)
        var span = values.mutableSpan
        m.clear(&span)
        print(values)
    }
}
