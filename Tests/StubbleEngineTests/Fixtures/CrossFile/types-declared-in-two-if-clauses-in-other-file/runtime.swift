@main struct Runtime {
    static func main() {
        let lamp = Lamp()
        let gauge = Gauge()
        let bell = Bell()
        print(lamp.dimmed(), lamp.brightened(), gauge.doubled(), bell.ring())
        lamp._dimmed = { 0 }
        lamp._brightened = { 10 }
        gauge._doubled = { 7 }
        bell._ring = { "hush" }
        print(lamp.dimmed(), lamp.brightened(), gauge.doubled(), bell.ring())
    }
}
