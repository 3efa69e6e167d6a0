// Drives the mock the way swift-mocking's README drives WeatherServiceMock.
enum WeatherError: Error { case offline }

final class WeatherViewModel {
    enum State: Equatable { case idle, loaded(temperature: Double), failed }
    private(set) var state = State.idle
    let weatherService: any WeatherService
    init(weatherService: any WeatherService) { self.weatherService = weatherService }
    func loadCurrentTemperature(latitude: Double, longitude: Double) async {
        do {
            state = .loaded(temperature: try await weatherService.currentTemperature(latitude: latitude, longitude: longitude))
        } catch {
            state = .failed
        }
    }
}

@main struct Driver {
    static func main() async {
        await loadCurrentTemperature()
        await mainActorCaller()
        print("weather: ok")
    }

    /// The README's test, as a nonisolated test function.
    nonisolated static func loadCurrentTemperature() async {
        let weatherServiceMock = WeatherServiceMock()
        let viewModel = WeatherViewModel(weatherService: weatherServiceMock)
        // Set the dependency's implementation.
        weatherServiceMock._currentTemperature = { _, _ in 75 }
        await viewModel.loadCurrentTemperature(latitude: 37.3349, longitude: 122.0090)
        check(weatherServiceMock.currentTemperatureCallCount == 1, "call count")
        check(weatherServiceMock.currentTemperatureLastInvocation?.latitude == 37.3349, "latitude")
        check(weatherServiceMock.currentTemperatureLastInvocation?.longitude == 122.0090, "longitude")
        check(viewModel.state == .loaded(temperature: 75), "state after hook")

        // The shortcuts: a fixed error wins over a fixed value only when no hook is set.
        weatherServiceMock._currentTemperature = nil
        weatherServiceMock.currentTemperatureError = WeatherError.offline
        await viewModel.loadCurrentTemperature(latitude: 1, longitude: 2)
        check(viewModel.state == .failed, "state after error")
        weatherServiceMock.currentTemperatureError = nil
        weatherServiceMock.currentTemperatureReturnValue = 21.5
        await viewModel.loadCurrentTemperature(latitude: 3, longitude: 4)
        check(viewModel.state == .loaded(temperature: 21.5), "state after return value")
        check(weatherServiceMock.currentTemperatureInvocations.map(\.latitude) == [37.3349, 1, 3], "every call recorded")

        // Nothing set: the default for Double.
        let fresh = WeatherServiceMock()
        let nothing = try? await fresh.currentTemperature(latitude: 0, longitude: 0)
        check(nothing == 0, "default value")

        // Presets in one place.
        let preset = WeatherServiceMock { $0.currentTemperatureReturnValue = -3 }
        let cold = try? await preset.currentTemperature(latitude: 0, longitude: 0)
        check(cold == -3, "presets")
    }
}

/// A main-actor test that sets a hook and awaits the mock directly: the witness is
/// `nonisolated(nonsending)`, so the mock is not sent off the main actor.
@MainActor func mainActorCaller() async {
    let mock = WeatherServiceMock()
    var calls = 0
    mock._currentTemperature = { _, _ in calls += 1; return 1 }
    let value = try? await mock.currentTemperature(latitude: 0, longitude: 0)
    check(value == 1 && calls == 1, "main-actor caller")
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
