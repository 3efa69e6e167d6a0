/*|*/final class Clock {
    nonisolated(unsafe) static var offset: Int = 0

    static func now() -> Int {
        1_000 + offset
    }

    class func zone() -> String {
        "UTC"
    }
}
