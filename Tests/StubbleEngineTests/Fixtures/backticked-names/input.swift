// A property named with a keyword in backticks (`default`, `extension`, `where`) is stubbed like any other:
// its hooks drop the backticks (`_getDefault`), its renamed storage keeps them around the `_`
// (`` `_default` ``), and removing the stubs gives the name back as written.
// @Stubbable
struct Resolver {
    static let `default` = Resolver(tags: 1)
    var `extension`: String? {
        tags > 0 ? "yml" : nil
    }
    let `where`: Int?
    var tags: Int

    init(tags: Int) {
        self.tags = tags
        self.where = nil
    }

    func describe() -> String {
        "\(tags) \(self.extension ?? "-") \(self.where ?? -1)"
    }
}
