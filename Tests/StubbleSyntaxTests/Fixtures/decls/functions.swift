struct Functions {
    func plain() {}
    func fetchStudents(in school: School, _ limit: Int = 10) async throws -> [Student] {
        try await api.students(school, limit)
    }
    func typed() throws(NetworkError) -> Void {}
    func rethrowing(_ body: () throws -> Void) rethrows {}
    func specifiers(a: inout Int, b: borrowing String, c: consuming [Int], d: sending Task<Void, Never>, e: isolated (any Actor)? = nil) {}
    func closures(_ f: @escaping @Sendable (Int) async -> Void, g: @autoclosure () -> Bool, h: @MainActor () -> ()) {}
    func variadic(_ values: Int..., labels: String...) -> (Int, String) { (0, "") }
    func opaque() -> some Collection<Int> { [1] }
    func existential(_ p: any P & Q) -> any Error { p as! Error }
    func generic<T: Equatable, U>(_ t: T, _ u: U) -> [T: U] where T: Hashable, U: Sendable { [:] }
    func never() -> Never { fatalError() }
    mutating func update(`default`: Int = .zero, for key: String = "k,(") {}
    static func == (lhs: Functions, rhs: Functions) -> Bool { true }
    static func +=(lhs: inout Functions, rhs: Int) {}
    init() {}
    init?(failable: Int) { return nil }
    init!(implicitly: Int) async throws {}
    deinit {}
    subscript(index: Int) -> Int { index }
    subscript(key k: String) -> String? {
        get { nil }
        set { }
    }
}
protocol Service {
    func fetch() async throws -> Data
    init(config: Config)
    subscript(i: Int) -> Int { get }
}
