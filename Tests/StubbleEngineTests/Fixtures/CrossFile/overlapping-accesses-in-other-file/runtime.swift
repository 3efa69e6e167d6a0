@main
struct Main {
    static func main() {
        var ledger = Ledger(entries: [1, 2, 3], weights: [10, 20], title: "books")
        ledger.scale()
        print(ledger.title, ledger.entries, ledger.total())
        ledger._getTitle = { "stubbed" }
        ledger._total = { -1 }
        print(ledger.title, ledger.total())
    }
}
