// One analysis of one version of a file: what diagnostics, code actions, their resolution, hover and the
// outline share, built on first use and kept. A front end that keeps it per document version (the language
// server) parses a document once per version however many requests ask about it; the command line makes one
// per file and command.

import StubbleSyntax

extension Engine {
    /// A file's text (plain: `PlainText`) with what the engine knows around it, and everything derived from
    /// it, each part computed once on first use (thread-safe: requests about one version may run in parallel).
    public final class Analysis: @unchecked Sendable {
        /// The file's plain text.
        public let text: [UInt8]
        public let options: EngineOptions
        /// The file's cross-file stub context for its findings.
        let stubs: FileStubContext
        /// The context for its actions (an action may annotate an extension, so it may need the module where
        /// the findings did not), asked for on the first action; nil: `stubs`.
        private let makeActionStubs: (() -> FileStubContext)?
        private let makeMockContext: () -> MockContext

        let findings = Once<[Finding]>()
        private let stub = Once<Stubbing.Analysis>()
        private let actionStubsOnce = Once<FileStubContext>()
        private let actionStubAnalysis = Once<Stubbing.Analysis>()
        private let stubFindingsOnce = Once<[Finding]>()
        private let actionStubFindingsOnce = Once<[Finding]>()
        private let tree = Once<SourceFile>()
        private let mocks = Once<MockContext>()

        /// `mocks`: the other files mocks may refer to, asked for only when the file has a mock or a protocol
        /// that needs them (once). `actionStubs`: see above.
        /// `previous`: the analysis of the document's version before, if any. Its stub analysis, when it was
        /// made, is reused for the top-level declarations this version did not change (`Incremental.swift`);
        /// the result is the same as from scratch. Only what that reuse reads of it (`Stubbing.Reusable`: texts,
        /// pieces, top-level declarations, the log) is kept, not `previous` itself nor its tree and tables, and
        /// only until this one's is made.
        public init(_ text: [UInt8], options: EngineOptions = EngineOptions(), stubs: FileStubContext = .alone,
                    actionStubs: (() -> FileStubContext)? = nil, mocks: @escaping () -> MockContext = { MockContext() },
                    previous: Analysis? = nil, incremental: Bool = false) {
            self.text = text
            self.options = options
            self.stubs = stubs
            self.makeActionStubs = actionStubs
            self.makeMockContext = mocks
            self.incremental = incremental || previous != nil
            self.previousStub = previous?.stub.value?.reusable
        }

        /// Whether this analysis records what the next version may reuse (`incremental`, or made with a
        /// `previous`: a front end that keeps versions).
        private let incremental: Bool
        private var previousStub: Stubbing.Reusable?
        private let retiredLock = NSLockLike()
        private var retired: Stubbing.Reusable?

        /// Frees what this one reused of the version before's stub analysis, kept since this one's was made: a
        /// front end calls it where tearing it down delays no answer (else it goes with this analysis).
        public func releasePrevious() {
            let old = retiredLock.withLock { () -> Stubbing.Reusable? in
                let old = retired
                retired = nil
                return old
            }
            _ = old
        }

        /// How many declarations' expansions were taken from the version before (for tests).
        public var reusedExpansions: Int { stub.value?.reusedExpansions ?? 0 }
        /// How many refresh fixes were taken from the version before (for tests).
        public var reusedRefreshes: Int { stub.value?.reusedRefreshes.count ?? 0 }


        /// Whether the mock context was asked for (its findings depend on other files).
        public var usedMockContext: Bool { mocks.value != nil }
        /// Whether the action context was asked for (its actions depend on the module).
        public var usedActionContext: Bool { actionStubsOnce.value != nil }

        /// What a scan of the text says (no parse), once per version: each is a search of the whole text.
        struct Scan {
            var mayHaveMocks: Bool
            var mayDeclareProtocols: Bool
            var mayHaveMarkers: Bool
        }
        private let scanOnce = Once<Scan>()
        var scan: Scan {
            scanOnce.get {
                Scan(mayHaveMocks: Engine.mayHaveMocks(text), mayDeclareProtocols: Engine.mayDeclareProtocols(text),
                     mayHaveMarkers: Migration.mayHaveMarkers(text))
            }
        }
        private let mayDiagnoseOnce = Once<Bool>()
        private let mayDiagnoseActionsOnce = Once<Bool>()
        var mayDiagnose: Bool { mayDiagnoseOnce.get { Stubbing.mayDiagnose(text, context: stubs) } }
        var mayDiagnoseActions: Bool {
            sameStubs ? mayDiagnose : mayDiagnoseActionsOnce.get { Stubbing.mayDiagnose(text, context: actionStubs) }
        }

        /// Makes what the actions at any range read, now: the action context (a front end warming up a module
        /// it has not indexed yet) and, when it differs from the findings' context, the stub analysis and
        /// findings made with it, so that the first code action of a version costs what the others do.
        public func prepareActions() {
            _ = actionStubs
            if !sameStubs, mayDiagnoseActions { _ = actionStubFindings } else if !sameStubs { _ = actionStub }
        }

        /// Whether its actions read another context than its findings (tests).
        var readsTheModuleForActions: Bool { !sameStubs }
        /// Whether the stub analysis its actions read is made (tests).
        var madeActionAnalysis: Bool { sameStubs ? stub.value != nil : actionStubAnalysis.value != nil }

        var actionStubs: FileStubContext {
            guard let makeActionStubs else { return stubs }
            return actionStubsOnce.get(makeActionStubs)
        }
        private var sameStubs: Bool { makeActionStubs == nil }

        /// The stub engine's analysis (stripped text, outline, targets).
        var stubAnalysis: Stubbing.Analysis {
            stub.get {
                let made = Stubbing.Analysis(text, context: stubs, previous: previousStub, incremental: incremental)
                // Kept until `releasePrevious()`: tearing it down here would delay the findings.
                retiredLock.withLock { retired = previousStub }
                previousStub = nil
                return made
            }
        }
        var actionStub: Stubbing.Analysis {
            sameStubs ? stubAnalysis : actionStubAnalysis.get { Stubbing.Analysis(text, context: actionStubs) }
        }
        var stubFindings: [Finding] { stubFindingsOnce.get { Stubbing.diagnose(stubAnalysis) } }
        var actionStubFindings: [Finding] {
            sameStubs ? stubFindings : actionStubFindingsOnce.get { Stubbing.diagnose(actionStub) }
        }

        /// The tree of the text as it is (generated code included). When the text has no generated code, it
        /// is the tree the stub analysis parsed, if that was made.
        public var file: SourceFile {
            tree.get {
                if let made = stub.value, made.outline.bytes == text { return made.outline.file }
                return SourceFile(text)
            }
        }

        var mockContext: MockContext { mocks.get(makeMockContext) }
    }
}

/// A value computed once, on first use, by whichever thread asks first (the others wait for it).
public final class Once<Value>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: Value?

    public init() {}

    /// The value if it was computed.
    public var value: Value? { lock.withLock { stored } }

    public func get(_ make: () -> Value) -> Value {
        lock.withLock {
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
