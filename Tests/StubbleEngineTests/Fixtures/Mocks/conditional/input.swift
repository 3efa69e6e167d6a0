// Requirements under `#if` in the protocol get the same conditions in the mock.
protocol ConditionalSocket: Sendable {
    func open() throws
    #if os(Linux)
    func setLinuxOption(_ value: Int32)
    #elseif canImport(Darwin)
    func setDarwinOption(_ value: Int32)
    #else
    func setOtherOption(_ value: Int)
    #endif
    #if !os(Windows)
    var descriptor: Int32 { get }
    #endif
}/*|*/
