@main
struct Main {
    static func main() {
        var table = Table(keys: [1, 2], values: [3, 4], low: 9, high: 5, scores: [10, 20], bonus: 1, limit: 7, label: "t")
        print(table.doubleValues())
        table.order()
        table.reward()
        print(table.describe())
        table._getLimit = { 100 }
        table._getLabel = { "stubbed" }
        print(table.capped())
        print(table.describe())
    }
}
