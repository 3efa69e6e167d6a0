@main struct Unstubbed {
    static func main() {
        var settings = Settings(volume: 3)
        print(settings.describe())
        let other = Settings(volume: 5, theme: "light")
        print(other.describe())
        print(settings.describe())
        print(settings.describe())
    }
}
