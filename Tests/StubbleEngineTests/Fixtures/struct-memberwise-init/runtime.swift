@main struct Runtime {
    static func main() {
        var settings = Settings(volume: 3)
        print(settings.describe())
        let other = Settings(volume: 5, theme: "light")
        print(other.describe())
        settings._getVolume = { 11 }
        print(settings.describe())
        settings._describe = { "stubbed" }
        print(settings.describe())
    }
}
