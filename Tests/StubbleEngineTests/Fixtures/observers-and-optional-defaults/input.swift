// With no hook set, a stubbed type behaves as the original: an optional property keeps its initial value,
// observers run exactly when they ran before. Where that cannot be (an initializer's assignments would run
// the observers, which stay on the renamed storage; an observer that changes its own property would run
// again), the property is left as it is, with a hint.
// @Stubbable
final class Settings {
    var theme: String? = "light"
    var count: Int = 0 {
        didSet { print("count didSet", oldValue, count) }
    }
    var level: Int = 1 {
        didSet { if level > 10 { level = 10 } }
    }
    var tags: [String] = [] {
        didSet { tags.sort() }
    }
    var total: Int = 0 {
        willSet { print("total willSet", newValue) }
    }
    var name: String = "" {
        didSet { print("name didSet", oldValue, name) }
    }

    init() {
        count = 5
    }

    func rename(_ n: String) {
        name = n
    }
}

// @Stubbable
struct Point {
    var x: Int = 0 {
        didSet { if x < 0 { x = 0 } }
    }
    var label: String? = "origin"
    var y: Int
}
