// @Stubbable
protocol Logger {
    func log(_ message: String)
}
