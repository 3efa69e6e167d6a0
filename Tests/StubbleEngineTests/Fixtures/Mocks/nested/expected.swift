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
        private(set) var runReturnedValues: [Bool] = []
        var runLastReturnedValue: Bool? { runReturnedValues.last }
        func run() -> Bool {
            runCallCount += 1
            if let _run {
                let result = _run()
                runReturnedValues.append(result)
                return result
            }
            if let runReturnValue {
                runReturnedValues.append(runReturnValue)
                return runReturnValue
            }
            let result: Bool = false
            runReturnedValues.append(result)
            return result
        }

        // MARK: resetMock()
        /// Puts every hook, value and record of this mock back to its initial value.
        func resetMock() {
            _run = nil
            runReturnValue = nil
            runCallCount = 0
            runReturnedValues = []
        }
        // stubble:mock:end Service
    }
    #endif

    static let name = "feature"
}
