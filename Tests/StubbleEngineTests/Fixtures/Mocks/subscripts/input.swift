// Subscripts: getter and setter hooks, keyed records.
protocol SubscriptsGrid {
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(key: String) -> String? { get }
    subscript(position index: Int) -> [Int] { get }
}/*|*/
