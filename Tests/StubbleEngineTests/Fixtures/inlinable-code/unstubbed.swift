@main
struct Main {
    static func main() {
        var event = LogEvent(file: "Logging/Logger.swift")
        print(event.describe())
        print(event.describe(), event.isFrom("Stubbed"))
        print(event.describe())
        event.source = "Other"
        print(event.source)
    }
}
