@main struct Unstubbed {
    static func main() async throws {
        let t = Thermostat()
        t.fahrenheit = 212
        t["kitchen"] = 18
        print(t.fahrenheit, t.kelvin, t.label, t["kitchen"], t[room: "hall", offset: 1])
        t.kelvin = 0
        t["kitchen"] = 5
        print(t.fahrenheit, t.label, t["kitchen"], t[room: "hall", offset: 4])

        var c = Counter()
        c.count = 3
        c[1] = 7
        print(c.count, c[1])
        c[0] = 1
        print(c.count, c[0])

        try await readSensor()
    }

    nonisolated static func readSensor() async throws {
        let s = Sensor()
        print(try await s.reading)
        print(try await s.reading)
    }
}
