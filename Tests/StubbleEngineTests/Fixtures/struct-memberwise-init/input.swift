/*|*/struct Settings {
    var volume: Int
    var theme: String = "dark"

    func describe() -> String {
        "\(theme) at \(volume)"
    }
}
