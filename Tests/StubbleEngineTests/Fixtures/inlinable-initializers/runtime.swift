@main
struct Main {
    static func main() {
        var counter = Counter(count: 1, step: 2)
        print(counter.advance(), counter.count, counter.step, counter.label, counter.note ?? "nil")
        counter._getCount = { 40 }
        counter._getLabel = { "stubbed" }
        counter._getStep = { 2 }
        print(counter.count, counter.label, counter.step)
        counter._getCount = nil
        print(counter.advance())
        let gauge = Gauge()
        print(gauge.level, gauge.peak)
        gauge._getPeak = { 9.5 }
        print(gauge.peak)
    }
}
