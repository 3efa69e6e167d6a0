// The swift-mocking README's example: a hook, a call count, the last invocation.
protocol WeatherService {
    func currentTemperature(latitude: Double, longitude: Double) async throws -> Double/*|*/
}
