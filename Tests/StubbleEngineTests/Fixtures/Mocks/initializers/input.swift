// Init requirements: the mock records the arguments it was created with and keeps a plain init().
protocol InitializersRepository {
    init(path: String, capacity: Int)
    init?(url: String)
    init(name: String) throws
    func size() -> Int
}/*|*/
