// A mock written by the previous version of Stubble (records of several arguments were tuples, no returned
// values, no resetMock()): check calls it out of date, and the refresh brings it to the new shape. The user's
// code outside the markers keeps compiling: the record's fields have the tuple's labels.
protocol PreviousWeather {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double/*|*/
}

#if DEBUG
final class PreviousWeatherMock: PreviousWeather {
    // stubble:mock:begin PreviousWeather
    init() {}

    /// Presets in one place: `PreviousWeatherMock { $0._member = { ... } }`.
    init(_ configure: (PreviousWeatherMock) throws -> Void) rethrows {
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
    // stubble:mock:end PreviousWeather

    // Written by the user against the tuple records: kept, and still compiles.
    var lastLatitude: Double? { currentTemperatureLastInvocation?.latitude }
}
#endif
