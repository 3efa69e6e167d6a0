// swift-mocking's README example. `stubble fix` (or "Generate mock in place") writes WeatherServiceMock
// here, under the same condition, and the macro package is no longer needed.
import Mocking

@Mocked(compilationCondition: .debug)
protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double
}
