// Input from Stubble Tests/StubbleTests/StubbableTests.swift, testSkippedMembers (inputs only; see NOTICE.md and LICENSE in this folder).
@Stubbable
class NetworkService {
    let constant: Int = 0

    var computed: Int { 2 }

    static var staticProp: Int = 1

    var missingType = 2

    func generic<T>(x: T) {}

    func rethrowing() rethrows {}

    static func staticFunc() {}
}
