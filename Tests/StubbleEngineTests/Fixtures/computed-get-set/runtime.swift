@main struct Runtime {
    static func main() async throws {
        let t = Thermostat()
        t.fahrenheit = 212
        t["kitchen"] = 18
        print(t.fahrenheit, t.kelvin, t.label, t["kitchen"], t[room: "hall", offset: 1])
        t._getFahrenheit = { -1 }
        t._setKelvin = { k in print("set kelvin to", k) }
        t._getLabel = { "stubbed" }
        t._getSubscriptRoom = { room in room == "kitchen" ? 99 : 0 }
        t._setSubscriptRoom = { room, value in print("set", room, value) }
        t._getSubscriptRoomOffset = { _, offset in offset * 2 }
        t.kelvin = 0
        t["kitchen"] = 5
        print(t.fahrenheit, t.label, t["kitchen"], t[room: "hall", offset: 4])

        var c = Counter()
        c.count = 3
        c[1] = 7
        print(c.count, c[1])
        c._getCount = { 100 }
        c._setSubscript = { i, v in print("set index", i, v) }
        c[0] = 1
        print(c.count, c[0])

        try await readSensor()
    }

    nonisolated static func readSensor() async throws {
        let s = Sensor()
        print(try await s.reading)
        s._getReading = { 7 }
        print(try await s.reading)
    }
}
