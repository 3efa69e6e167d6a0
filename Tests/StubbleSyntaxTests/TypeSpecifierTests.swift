import Testing
@testable import StubbleSyntax

// `nonisolated(nonsending)` (SE-0461) is a specifier of a function type: in a parameter it is one of the
// parameter's specifiers, and the type goes on to the function type after it (swift-log uses it).

@Suite("Type specifiers with arguments")
struct TypeSpecifierTests {
    @Test("nonisolated(nonsending) before a parameter's function type")
    func nonsendingParameter() throws {
        let file = SourceFile("""
        nonisolated(nonsending) static func with<R, F: Error>(
            _ value: Int,
            operation: nonisolated(nonsending) () async throws(F) -> R
        ) async throws(F) -> R { try await operation() }
        """)
        #expect(file.errors.isEmpty)
        let f = try #require(file.declarations.first)
        #expect(f.modifiers.map(\.keyword) == ["nonisolated", "static"])
        let p = try #require(f.signature?.parameters.last)
        #expect(p.specifiers.map { file.text($0) } == ["nonisolated(nonsending)"])
        #expect(file.text(p.type) == "nonisolated(nonsending) () async throws(F) -> R")
        #expect(file.text(p.bareType) == "() async throws(F) -> R")
        #expect(file.text(f.signature?.returnType) == "R")
    }

    @Test("nonisolated(nonsending) inside a type: a closure's parameter and a property's type")
    func nonsendingInsideTypes() throws {
        let file = SourceFile("""
        func run(_ body: @escaping (nonisolated(nonsending) () async -> Void) -> Void) {}
        var handler: nonisolated(nonsending) () async -> Void = {}
        """)
        #expect(file.errors.isEmpty)
        #expect(file.text(file.declarations.first?.signature?.parameters.first?.type)
                == "@escaping (nonisolated(nonsending) () async -> Void) -> Void")
        #expect(file.text(file.declarations.last?.variable?.bindings.first?.typeAnnotation)
                == "nonisolated(nonsending) () async -> Void")
    }
}
