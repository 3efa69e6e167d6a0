import Foundation
import Testing
import StubbleSyntax
@testable import StubbleEngine

/// The mock's invariant: every requirement of the protocol, as declared, has a witness in the generated mock,
/// compared by full signature; a mock that would miss one is not written, and the reason names the requirement.
@Suite("Protocol mocks: every requirement has a witness")
struct MockCoverageTests {
    func counterService() throws -> (file: SourceFile, decl: Declaration, model: MockedProtocol) {
        let (text, offset) = try #require(MockFixtures.input("overloads-by-effects-and-constraints"))
        let file = SourceFile(text)
        let decl = try #require(Mocking.protocolDeclaration(at: offset, in: file))
        guard case .success(let model) = ProtocolReader.read(decl, in: file, context: MockContext()) else {
            throw CoverageTestError.unreadable
        }
        return (file, decl, model)
    }

    enum CoverageTestError: Error { case unreadable }

    @Test func overloadsDifferingOnlyByEffectsOrConstraintsAreSixRequirements() throws {
        let (_, _, model) = try counterService()
        #expect(model.requirements.count == 6)
        #expect(Set(model.requirements.map { MockCoverage.key($0) }).count == 6)
    }

    @Test func aGeneratorThatDropsAnOverloadIsRefusedWithTheRequirementNamed() throws {
        var (_, decl, model) = try counterService()
        // What the generator did before: `increment() async` and `increment() throws` were merged into one.
        model.requirements.remove(at: 1)
        model.conditions.remove(at: 1)
        let generator = MockGenerator(proto: model, options: MockOptions(), knownMocks: [:])
        let problem = try #require(Mocking.coverageProblem(model, generator, decl))
        #expect(problem.reason == "its mock would have no witness for requirement 'func increment() throws' (no generated member matches its full signature)")
    }

    @Test func aGenericOverloadIsNotWitnessedByItsConcreteTwin() throws {
        var (_, decl, model) = try counterService()
        model.requirements.remove(at: 4)  // increment<Incrementor: IncrementorKind>(using:)
        model.conditions.remove(at: 4)
        let generator = MockGenerator(proto: model, options: MockOptions(), knownMocks: [:])
        let problem = try #require(Mocking.coverageProblem(model, generator, decl))
        #expect(problem.reason.contains("'func increment<Incrementor: IncrementorKind>(using: Incrementor)'"))
    }

    @Test("Every fixture's expected mock witnesses every requirement of its protocol", arguments: MockFixtures.names)
    func everyFixtureIsCovered(_ name: String) throws {
        let expected = try #require(MockFixtures.expected(name))
        let (_, offset) = try #require(MockFixtures.input(name))
        let file = SourceFile(expected)
        let context = MockFixtures.context(name).including(file)
        let decl = try #require(Mocking.protocolDeclaration(at: offset, in: file))
        guard case .success(let model) = ProtocolReader.read(decl, in: file, context: context) else {
            Issue.record("\(name): protocol unreadable")
            return
        }
        let mock = try #require(Mocking.existingMocks(in: file).first { $0.protocolName == decl.name })
        let cls = try #require(Mocking.enclosingClass(of: mock.regionRange.lowerBound, in: file))
        let missing = MockCoverage.firstUncovered(model, classText: file.text(cls.range), mockName: cls.name)
        #expect(missing == nil, "\(name): no witness for \(missing.map(MockCoverage.display) ?? "")")
        #expect(!model.declared.isEmpty || model.requirements.isEmpty)
    }

    @Test func aWhereClauseOnSomethingTheMockDoesNotDeclareIsRefusedWithTheReason() throws {
        let file = SourceFile("""
        protocol Ordered: Identifiable where ID: Comparable {
            var name: String { get }
        }
        """)
        let outcome = Mocking.generate(protocolAt: 0, in: file)
        #expect(outcome == .problem(MockProblem(protocolName: "Ordered",
                                                reason: "its 'where' clause ('ID: Comparable') constrains a type the mock does not declare",
                                                range: 9..<16)))
    }

    @Test func restatedRequirementsStillGetOneWitness() throws {
        // A refinement restating its parent's requirement with fewer effects: one witness, throwing only what both allow.
        let file = SourceFile("""
        protocol RestatedBase {
            func load() async throws -> Int
            func pick<T: Hashable>(_ value: T) -> T
        }
        protocol Restated: RestatedBase {
            func load() async -> Int
            func pick<U>(_ value: U) -> U where U: Hashable
        }
        """)
        let decl = try #require(Mocking.protocols(in: file).last)
        guard case .success(let model) = ProtocolReader.read(decl, in: file, context: MockContext(files: [file])) else {
            Issue.record("unreadable")
            return
        }
        #expect(model.requirements.count == 2)
        #expect(model.declared.count == 4)
        guard case .method(let load) = model.requirements[0] else { Issue.record("not a method"); return }
        #expect(load.throwsClause == .none)
        let outcome = Mocking.generate(decl, in: file)
        guard case .edits = outcome else { Issue.record("no mock: \(outcome)"); return }
    }
}
