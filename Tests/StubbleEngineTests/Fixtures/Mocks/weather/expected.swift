// The swift-mocking README's example: a hook, a call count, the last invocation.
protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
}

#if DEBUG
final class WeatherServiceMock: WeatherService {
    // stubble:mock:begin WeatherService
    init() {}

    /// Presets in one place: `WeatherServiceMock { $0._member = { ... } }`.
    init(_ configure: (WeatherServiceMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: currentTemperature(latitude:longitude:)
    var _currentTemperature: (nonisolated(nonsending) (Double, Double) async throws -> Double)? = nil
    var currentTemperatureError: (any Error)? = nil
    var currentTemperatureReturnValue: Double? = nil
    private(set) var currentTemperatureCallCount: Int = 0
    private(set) var currentTemperatureInvocations: [CurrentTemperatureInvocation] = []
    private(set) var currentTemperatureReturnedValues: [Double] = []
    struct CurrentTemperatureInvocation: Equatable {
        var latitude: Double
        var longitude: Double
    }
    var currentTemperatureLastInvocation: CurrentTemperatureInvocation? { currentTemperatureInvocations.last }
    var currentTemperatureLastReturnedValue: Double? { currentTemperatureReturnedValues.last }
    nonisolated(nonsending) func currentTemperature(latitude: Double, longitude: Double) async throws -> Double {
        currentTemperatureCallCount += 1
        currentTemperatureInvocations.append(CurrentTemperatureInvocation(latitude: latitude, longitude: longitude))
        if let _currentTemperature {
            let result = try await _currentTemperature(latitude, longitude)
            currentTemperatureReturnedValues.append(result)
            return result
        }
        if let currentTemperatureError { throw currentTemperatureError }
        if let currentTemperatureReturnValue {
            currentTemperatureReturnedValues.append(currentTemperatureReturnValue)
            return currentTemperatureReturnValue
        }
        let result: Double = 0
        currentTemperatureReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _currentTemperature = nil
        currentTemperatureError = nil
        currentTemperatureReturnValue = nil
        currentTemperatureCallCount = 0
        currentTemperatureInvocations = []
        currentTemperatureReturnedValues = []
    }
    // stubble:mock:end WeatherService
}
#endif
