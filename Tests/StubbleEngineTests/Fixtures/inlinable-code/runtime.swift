@main
struct Main {
    static func main() {
        var event = LogEvent(file: "Logging/Logger.swift")
        print(event.describe())
        event._getSource = { "Stubbed" }
        print(event.describe(), event.isFrom("Stubbed"))
        event._describe = { "hooked describe" }
        print(event.describe())
        event._getSource = nil
        event._setSource = { print("set to", $0) }
        event.source = "Other"
        print(event.source)
    }
}
