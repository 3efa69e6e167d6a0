/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func test() async throws {
    let logger = Logger()
    logger.log("started")
    logger.log("disk full", level: .error)
    print(logger.lines, logger.flush(), logger.lines)
    var counter = 41
    logger.bump(&counter)
    logger.bump(&counter)
    print(counter)
    logger.log("x")
    logger.each { print($0) }
    print(try await logger.upload(to: "https://example.com", retries: 2))
    print(try await logger.upload(to: "ftp://example.org", retries: 0))
}

@main struct Unstubbed {
    static func main() async throws { try await test() }
}
