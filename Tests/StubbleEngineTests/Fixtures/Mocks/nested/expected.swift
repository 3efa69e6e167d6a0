// A protocol nested in a type: the mock goes right after it, in the same scope and indentation.
enum NestedFeature {
    protocol Service {
        func run() -> Bool
    }

    #if DEBUG
    final class ServiceMock: Service {
        // stubble:mock:begin Service
        init() {}

        /// Presets in one place: `ServiceMock { $0._member = { ... } }`.
        init(_ configure: (ServiceMock) throws -> Void) rethrows {
            try configure(self)
        }

        // MARK: run()
        var _run: (() -> Bool)? = nil
        var runReturnValue: Bool? = nil
        private(set) var runCallCount: Int = 0
        func run() -> Bool {
            runCallCount += 1
            if let _run { return _run() }
            if let runReturnValue { return runReturnValue }
            return false
        }
        // stubble:mock:end Service
    }
    #endif

    static let name = "feature"
}
