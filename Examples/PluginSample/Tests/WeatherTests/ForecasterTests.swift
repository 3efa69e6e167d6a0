import XCTest
@testable import Weather

final class ForecasterTests: XCTestCase {
    func testStubbedTemperature() {
        let forecaster = Forecaster()
        forecaster._temperature = { _ in -3 }
        XCTAssertEqual(forecaster.temperature(in: "Oslo"), -3)
    }
}
