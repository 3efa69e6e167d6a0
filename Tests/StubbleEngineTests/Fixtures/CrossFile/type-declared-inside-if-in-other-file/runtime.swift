@main struct Runtime {
    static func main() {
        let lamp = Lamp()
        print(lamp.dimmed(), lamp.brightened())
        lamp._dimmed = { 0 }
        lamp._brightened = { 10 }
        print(lamp.dimmed(), lamp.brightened())
    }
}
