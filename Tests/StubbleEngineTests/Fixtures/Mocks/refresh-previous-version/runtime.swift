// The refreshed mock: the user's member and the new records side by side.
@main struct Driver {
    static func main() async {
        let mock = PreviousWeatherMock()
        mock._currentTemperature = { latitude, _ in latitude > 0 ? 20 : -5 }
        _ = try? await mock.currentTemperature(latitude: 1, longitude: 2)
        _ = try? await mock.currentTemperature(latitude: -1, longitude: 2)
        check(mock.lastLatitude == -1, "the user's member over the new record")
        check(mock.currentTemperatureInvocations == [.init(latitude: 1, longitude: 2), .init(latitude: -1, longitude: 2)], "Equatable records")
        check(mock.currentTemperatureReturnedValues == [20, -5], "returned values")
        mock.resetMock()
        check(mock.currentTemperatureCallCount == 0 && mock.lastLatitude == nil && mock._currentTemperature == nil, "reset")
        print("refresh-previous-version: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
