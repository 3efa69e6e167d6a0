import Testing
@testable import StubbleEngine

// Every code action lives in its own file of Sources/StubbleEngine/Actions/ and is listed once in
// `Engine.codeActions`; every fix id belongs to exactly one of them. Fix ids go to the client as strings
// (`Diagnostic.data.fixes`, a code action's `data.fix`) and come back to be matched: their spelling is pinned here.
@Suite("Code actions: one file each, listed once")
struct CodeActionCatalogueTests {
    /// One of each action. The switch has no `default`: a new case does not compile until it is listed here.
    static let everyAction: [FixID.Action] = {
        func listed(_ a: FixID.Action) -> Bool {
            switch a {
            case .makeStubbable, .makeStubbableWithCallRecording, .removeStubs, .removeAnnotation, .expandInPlace,
                 .refreshStubs, .refreshRemoteHooks, .refreshAll, .memberFix, .generateMock, .regenerateMock,
                 .declareMockDefaults, .migrate, .migrateAndRemoveImport, .inPlaceOfAnnotation: true
            }
        }
        let all: [FixID.Action] = [
            .makeStubbable, .makeStubbableWithCallRecording, .removeStubs, .removeAnnotation, .expandInPlace,
            .refreshStubs, .refreshRemoteHooks, .refreshAll, .memberFix(code: "stubble.requiresExplicitType"), .generateMock,
            .regenerateMock, .declareMockDefaults, .migrate, .migrateAndRemoveImport, .inPlaceOfAnnotation(.generateMock),
        ]
        return all.filter(listed)
    }()

    @Test(arguments: everyAction)
    func everyActionBelongsToExactlyOneListedAction(_ action: FixID.Action) {
        let owners = Engine.codeActions.filter { $0.owns(action) }
        #expect(owners.count == 1, "\(action) is owned by \(owners)")
    }

    @Test func noActionIsListedTwice() {
        let names = Engine.codeActions.map { String(describing: $0) }
        #expect(Set(names).count == names.count)
    }

    @Test func fixIdsKeepTheirWireSpelling() {
        #expect(FixID(.makeStubbable, "Finder", at: 12).description == "add:Finder@12")
        #expect(FixID(.makeStubbableWithCallRecording, "run(_:)", at: 40).description == "addSpy:run(_:)@40")
        #expect(FixID(.removeStubs, "Finder", at: 12).description == "remove:Finder@12")
        #expect(FixID(.removeStubs, "orphans").description == "remove:orphans")
        #expect(FixID(.removeAnnotation, "Clock", at: 3).description == "removeAnnotation:Clock@3")
        #expect(FixID(.expandInPlace, "A", at: 0).description == "expand:A@0")
        #expect(FixID(.refreshStubs, "fetch()", at: 99).description == "refresh:fetch()@99")
        #expect(FixID(.refreshRemoteHooks, "Other.swift").description == "refreshRemote:Other.swift")
        #expect(FixID(.refreshAll).description == "fixAll")
        #expect(FixID(.memberFix(code: "stubble.requiresExplicitType"), "count", at: 7, variant: 1).description
                == "stubble.requiresExplicitType:count@7:1")
        #expect(FixID(.generateMock, "Clock").description == "mock.generate:Clock")
        #expect(FixID(.regenerateMock, "Clock", at: 80).description == "mock.regenerate:Clock@80")
        #expect(FixID(.declareMockDefaults).description == "mock.declareDefaults")
        #expect(FixID(.migrate, "Service", at: 5).description == "migrate:Service@5")
        #expect(FixID(.migrateAndRemoveImport, "Service", at: 5).description == "migrate+import:Service@5")
        #expect(FixID(.inPlaceOfAnnotation(.generateMock), "Clock", at: 14).description == "unsupportedType.mock.generate:Clock@14")
    }

    /// The actions a file offers come from the listed ones: each offer's id is owned by one of them.
    @Test func theOffersOfRealFilesAreTheListedActions() {
        let texts = [
            "// @Stubbable\nprotocol Clock {\n    func now() -> Int\n}\n",
            "final class A {\n    func run() {}\n}\n",
            "// @Stubbable\nenum E { case a }\n",
            "struct S {\n    // @StubbableProperty\n    var count = 0\n}\n",
            "import Mockable\n\n@Mockable\nprotocol Service {\n    func load() -> Int\n}\n",
        ]
        var seen = 0
        for text in texts {
            let bytes = Array(text.utf8)
            let a = Engine.Analysis(bytes)
            for offset in stride(from: 0, through: bytes.count, by: 3) {
                for fix in Engine.offers(a, at: offset..<offset) + Engine.diagnose(a).flatMap(\.fixes) {
                    #expect(Engine.codeActions.filter { $0.owns(fix.id.action) }.count == 1, "\(fix.id)")
                    seen += 1
                }
            }
        }
        #expect(seen > 50)
    }
}
