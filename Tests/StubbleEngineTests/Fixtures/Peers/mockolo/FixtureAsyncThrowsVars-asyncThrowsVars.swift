// Input from Mockolo Tests/TestVars/FixtureAsyncThrowsVars.swift, asyncThrowsVars (inputs only; see NOTICE.md and LICENSE in this folder).
struct MyValue {}

/// @mockable
public protocol AsyncThrowsVars {
    var getOnly: Int { get }
    static var getAndSet: Int { get set }
    var getAndThrows: MyValue { get throws }
    static var getAndAsync: MyValue { get async }
    var getAndAsyncAndThrows: Int { get async throws(any Error) }
}
