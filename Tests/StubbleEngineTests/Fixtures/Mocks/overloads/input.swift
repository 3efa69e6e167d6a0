// Overloads get the shortest name that tells them apart: labels, then types, then the result type.
protocol OverloadsStore {
    func fetch(id: Int) -> String
    func fetch(name: String) -> String
    func fetch() -> String
    func save(_ value: Int)
    func save(_ value: String)
    func make() -> Int
    func make() -> String
}/*|*/
