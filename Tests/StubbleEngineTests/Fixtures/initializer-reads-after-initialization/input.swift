// An initializer may read a stubbed property once every stored property is initialized: `self` is then a
// whole value and the computed property that stubs it can run. Read before that (`doubled` from `value`), the
// property keeps its text with a hint. In a subclass, `self` is whole only after `super.init(…)`: `Dial` reads
// `turns` before it.
// @Stubbable
final class Gauge {
    var level: Int
    var label: String

    init(level: Int) {
        self.level = level
        self.label = "gauge"
        print("made", label, self.level)
    }
}

// @Stubbable
struct Reading {
    var value: Int
    var doubled: Int

    init(start: Int) {
        self.value = start
        self.doubled = value * 2
    }

    func total() -> Int {
        value + doubled
    }
}

class Instrument {
    var serial = 7
}

// @Stubbable
final class Meter: Instrument {
    var count: Int

    init(count: Int) {
        self.count = count
        super.init()
        print("meter", self.count)
    }
}

// @Stubbable
final class Dial: Instrument {
    var turns: Int

    init(turns: Int) {
        self.turns = turns
        print("dial", self.turns)
        super.init()
    }
}
