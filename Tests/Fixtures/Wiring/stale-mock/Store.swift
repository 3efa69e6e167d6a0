protocol Store {
    func load(id: Int) async throws -> String
    func save(_ value: String, id: Int) async throws
}
