// Records a test can assert on. A call with several recorded arguments is a struct with one field per argument,
// `Equatable` when every argument's type is (standard value types, containers of them, types this file shows
// Equatable, an associated type constrained to Hashable), so `XCTAssertEqual(mock.addUserInvocations, [...])`
// and `#expect(mock.addUserInvocations == [...])` compile; `RecordsAvatar` is not Equatable, so neither is
// `UploadInvocation`. What each call returned, the setter's records like the getter's, and `resetMock()`.
public enum RecordsRole { case admin, guest }
public struct RecordsTag: Hashable {
    public var name: String
    public init(name: String) { self.name = name }
}
public struct RecordsAvatar {
    public var pixels: [UInt8]
    public init(pixels: [UInt8]) { self.pixels = pixels }
}

public protocol RecordsDirectory {
    associatedtype ID: Hashable
    var title: String { get set }
    func addUser(name: String, age: Int) -> Bool
    func assign(_ role: RecordsRole, to id: ID, tags: Set<RecordsTag>?)
    func upload(_ avatar: RecordsAvatar, for id: ID) throws -> String?
    func ages(in group: String) async -> [String: Int]
    subscript(id: ID, field: String) -> String? { get set }
}/*|*/
