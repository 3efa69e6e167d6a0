// @Stubbable(condition: DEBUG)
final class Repository {
    var limit: Int = 10

    func items() -> [Int] {
        Array(0..<limit)
    }

    func save(_ item: Int) {
        print("saved", item)
    }
}
