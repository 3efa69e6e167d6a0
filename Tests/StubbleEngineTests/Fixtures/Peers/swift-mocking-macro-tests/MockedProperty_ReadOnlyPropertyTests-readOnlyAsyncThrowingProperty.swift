// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedPropertyMacro/MockedProperty_ReadOnlyPropertyTests.swift, readOnlyAsyncThrowingProperty (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    var property: String { get async throws }
}
