// A public protocol gets a public mock with a public init and public members.
public protocol PublicAPI {
    var token: String { get set }
    func request(path: String) async throws -> [UInt8]
    static func version() -> Int
}/*|*/
