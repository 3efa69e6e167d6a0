// Sourcery's two spellings: the marker protocol and the annotation comment.
protocol AutoMockable {}

protocol Clock: AutoMockable {
    func now() -> Double
}

protocol Store: Sendable, AutoMockable, AnyObject {
    func save(_ value: Int)
}

// sourcery: AutoMockable
protocol Logger {
    func log(_ message: String)
}
