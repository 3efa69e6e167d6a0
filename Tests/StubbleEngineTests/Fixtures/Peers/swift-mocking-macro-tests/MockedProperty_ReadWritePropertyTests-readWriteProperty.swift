// Input from swift-mocking Tests/MockingMacrosTests/Macros/MockedPropertyMacro/MockedProperty_ReadWritePropertyTests.swift, readWriteProperty (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Dependency {
    var property: String { get set }
}
