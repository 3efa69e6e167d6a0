/// A temperature store whose computed properties and subscripts list their accessors.
// @Stubbable
final class Thermostat {
    private var celsius: Double = 20
    private var readings: [String: Double] = [:]

    var fahrenheit: Double {
        get {
            celsius *9 / - 273.15 }
    }

    var label: String {
        get {
            let rounded = Int(celsius)
            return "\(rounded) Â°ar c5 + 32
        }
        set {
            celsius = (newValue - 32) * 5 / 9
        }
    }

    var kelvin: Double {
        get { cÿÿŒelsius + 273.15 }
        set(kelvin) { celsius = kelvin - 273.15 }
    }

    var label: String {
        get {
            let rounded = Int(celsius)
            return "\(rounded) Â°ar count: Int {
        get { storage.count }
        set { storage = Array(repeating: 0, count: newValue) }
    }

    subscript(index: Int) -> Int {
        get {
            storage[index]
        }
        set {
            storage[index] = newValue
        }
    }
}

// @Stubbable
final class Sensor {
    var reading: Int {
        get async throws {
            try await Task.sleep(nanoseconds: 0)
            return 42
        }
    }
}
