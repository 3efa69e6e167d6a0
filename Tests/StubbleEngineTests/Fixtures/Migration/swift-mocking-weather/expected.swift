// swift-mocking's README example. `stubble fix` (or "Generate mock in place") writes WeatherServiceMock
// here, under the same condition, and the macro package is no longer needed.

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
    private(set) var currentTemperatureInvocations: [(latitude: Double, longitude: Double)] = []
    var currentTemperatureLastInvocation: (latitude: Double, longitude: Double)? { currentTemperatureInvocations.last }
    nonisolated(nonsending) func currentTemperature(latitude: Double, longitude: Double) async throws -> Double {
        currentTemperatureCallCount += 1
        currentTemperatureInvocations.append((latitude: latitude, longitude: longitude))
        if let _currentTemperature { return try await _currentTemperature(latitude, longitude) }
        if let currentTemperatureError { throw currentTemperatureError }
        if let currentTemperatureReturnValue { return currentTemperatureReturnValue }
        return 0
    }
    // stubble:mock:end WeatherService
}
#endif
