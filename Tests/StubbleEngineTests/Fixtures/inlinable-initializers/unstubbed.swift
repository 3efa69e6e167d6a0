@main
struct Main {
    static func main() {
        var counter = Counter(count: 1, step: 2)
        print(counter.advance(), counter.count, counter.step, counter.label, counter.note ?? "nil")
        print(counter.count, counter.label, counter.step)
        print(counter.advance())
        let gauge = Gauge()
        print(gauge.level, gauge.peak)
        print(gauge.peak)
    }
}
