/// A temperature store whose computed properties and subscripts list their accessors.
// @Stubbable
final class Thermostat {
    private var celsius: Double = 20
    private var readings: [String: Double] = [:]

    var fahrenheit: Double {
        get {
            celsius * 9 / 5 + 32
        }
        set {
            celsius = (newValue - 32) * 5 / 9
        }
    }

    var kelvin: Double {
        get { celsius + 273.15 }
        set(kelvin) { celsius = kelvin - 273.15 }
    }

    var label: String {
        get {
            let rounded = Int(celsius)
            return "\(rounded) °C"
        }
    }

    subscript(room: String) -> Double {
        get {
            readings[room] ?? celsius
        }
        set {
            readings[room] = newValue
        }
    }

    subscript(room room: String, offset offset: Double) -> Double {
        get { (readings[room] ?? celsius) + offset }
    }
}

// @Stubbable
struct Counter {
    private var storage: [Int] = []

    var count: Int {
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
