/// A temperature store whose computed properties and subscripts list their accessors.
// @Stubbable
final class Thermostat {
    @exclusivity(unchecked) var _getCelsius: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setCelsius: ((Double) -> Void)? = nil // stubble
    private var celsius: Double { // stubble
        @storageRestrictions(initializes: _celsius) init { _celsius = newValue } // stubble
        get { if let _getCelsius { return _getCelsius() }; return _celsius } // stubble
        set { if let _setCelsius { _setCelsius(newValue) } else { _celsius = newValue } } // stubble
        _modify { if _getCelsius == nil && _setCelsius == nil { yield &_celsius } else { var _stubbleValue = celsius; yield &_stubbleValue; celsius = _stubbleValue } } // stubble
    } // stubble
    private var _celsius: Double = 20
    @exclusivity(unchecked) var _getReadings: (() -> [String: Double])? = nil // stubble
    @exclusivity(unchecked) var _setReadings: (([String: Double]) -> Void)? = nil // stubble
    private var readings: [String: Double] { // stubble
        @storageRestrictions(initializes: _readings) init { _readings = newValue } // stubble
        get { if let _getReadings { return _getReadings() }; return _readings } // stubble
        set { if let _setReadings { _setReadings(newValue) } else { _readings = newValue } } // stubble
        _modify { if _getReadings == nil && _setReadings == nil { yield &_readings } else { var _stubbleValue = readings; yield &_stubbleValue; readings = _stubbleValue } } // stubble
    } // stubble
    private var _readings: [String: Double] = [:]

    @exclusivity(unchecked) var _getFahrenheit: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setFahrenheit: ((Double) -> Void)? = nil // stubble
    var fahrenheit: Double {
        get {
            if let _getFahrenheit { _getFahrenheit() } else { // stubble
            celsius * 9 / 5 + 32
            } // stubble
        }
        set {
            if let _setFahrenheit { return _setFahrenheit(newValue) } // stubble
            celsius = (newValue - 32) * 5 / 9
        }
    }

    @exclusivity(unchecked) var _getKelvin: (() -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setKelvin: ((Double) -> Void)? = nil // stubble
    var kelvin: Double {
        get {/*stubble:*/ if let _getKelvin { _getKelvin() } else {/*:stubble*/ celsius + 273.15 /*stubble:*/}/*:stubble*/}
        set(kelvin) {/*stubble:*/ if let _setKelvin { return _setKelvin(kelvin) };/*:stubble*/ celsius = kelvin - 273.15 }
    }

    @exclusivity(unchecked) var _getLabel: (() -> String)? = nil // stubble
    var label: String {
        get {
            if let _getLabel { return _getLabel() } // stubble
            let rounded = Int(celsius)
            return "\(rounded) °C"
        }
    }

    @exclusivity(unchecked) var _getSubscriptRoom: ((String) -> Double)? = nil // stubble
    @exclusivity(unchecked) var _setSubscriptRoom: ((String, Double) -> Void)? = nil // stubble
    subscript(room: String) -> Double {
        get {
            if let _getSubscriptRoom { _getSubscriptRoom(room) } else { // stubble
            readings[room] ?? celsius
            } // stubble
        }
        set {
            if let _setSubscriptRoom { return _setSubscriptRoom(room, newValue) } // stubble
            readings[room] = newValue
        }
    }

    @exclusivity(unchecked) var _getSubscriptRoomOffset: ((String, Double) -> Double)? = nil // stubble
    subscript(room room: String, offset offset: Double) -> Double {
        get {/*stubble:*/ if let _getSubscriptRoomOffset { _getSubscriptRoomOffset(room, offset) } else {/*:stubble*/ (readings[room] ?? celsius) + offset /*stubble:*/}/*:stubble*/}
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: ["celsius": self._celsius as Any, "readings": self._readings as Any], displayStyle: .class) } // stubble
}
extension Thermostat: CustomReflectable {} // stubble

// @Stubbable
struct Counter {
    var _getStorage: (() -> [Int])? { get { _stubs.hooks["_getStorage"] as? (() -> [Int]) } nonmutating set { _stubs.hooks["_getStorage"] = newValue } } // stubble
    var _setStorage: (([Int]) -> Void)? { get { _stubs.hooks["_setStorage"] as? (([Int]) -> Void) } nonmutating set { _stubs.hooks["_setStorage"] = newValue } } // stubble
    private var storage: [Int] = [] { // stubble
        @storageRestrictions(initializes: _storage) init { _storage = newValue } // stubble
        get { if let _getStorage { return _getStorage() }; return _storage } // stubble
        set { if let _setStorage { _setStorage(newValue) } else { _storage = newValue } } // stubble
        _modify { if _getStorage == nil && _setStorage == nil { yield &_storage } else { var _stubbleValue = storage; yield &_stubbleValue; storage = _stubbleValue } } // stubble
    } // stubble
    private var _storage: [Int] = []

    var _getCount: (() -> Int)? { get { _stubs.hooks["_getCount"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getCount"] = newValue } } // stubble
    var _setCount: ((Int) -> Void)? { get { _stubs.hooks["_setCount"] as? ((Int) -> Void) } nonmutating set { _stubs.hooks["_setCount"] = newValue } } // stubble
    var count: Int {
        get {/*stubble:*/ if let _getCount { _getCount() } else {/*:stubble*/ storage.count /*stubble:*/}/*:stubble*/}
        set {/*stubble:*/ if let _setCount { return _setCount(newValue) };/*:stubble*/ storage = Array(repeating: 0, count: newValue) }
    }

    var _getSubscript: ((Int) -> Int)? { get { _stubs.hooks["_getSubscript"] as? ((Int) -> Int) } nonmutating set { _stubs.hooks["_getSubscript"] = newValue } } // stubble
    var _setSubscript: ((Int, Int) -> Void)? { get { _stubs.hooks["_setSubscript"] as? ((Int, Int) -> Void) } nonmutating set { _stubs.hooks["_setSubscript"] = newValue } } // stubble
    subscript(index: Int) -> Int {
        get {
            if let _getSubscript { _getSubscript(index) } else { // stubble
            storage[index]
            } // stubble
        }
        set {
            if let _setSubscript { return _setSubscript(index, newValue) } // stubble
            storage[index] = newValue
        }
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["storage": self._storage as Any], displayStyle: .struct) } // stubble
}
extension Counter: CustomReflectable {} // stubble

// @Stubbable
final class Sensor {
    @exclusivity(unchecked) var _getReading: (nonisolated(nonsending) () async throws -> Int)? = nil // stubble
    var reading: Int {
        get async throws {
            if let _getReading { return try await _getReading() } // stubble
            try await Task.sleep(nanoseconds: 0)
            return 42
        }
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Sensor: CustomReflectable {} // stubble
