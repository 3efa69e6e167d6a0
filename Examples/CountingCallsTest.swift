// The test a user writes first: count calls in a local `var` from a hook. Compiled in Swift 6 mode with
// the stubbed example and run by the engine tests (`ExamplesTests`):
//   swiftc -swift-version 6 -parse-as-library Examples/StubbedRosterService.swift Examples/CountingCallsTest.swift
import Synchronization

/// As in an XCTest method or a Swift Testing `@Test` function: not isolated to an actor.
func countingCallsInALocalVar() async {
    let service = RosterService()
    var calls = 0
    service._fetchStudents = { course in
        calls += 1
        return [Student(name: "Ada", graduationYear: 2027)]
    }
    print("students: \(await service.studentCount(in: "Swift")), calls: \(calls)")
    service._fetchStudents = nil                                  // the original runs again
    print("offline: \(await service.studentCount(in: "Swift")), calls: \(calls)")
}

/// On the main actor (a `@MainActor` test), a closure formed there would tie `service` to the main actor,
/// and awaiting its nonisolated method then sends it away ("sending 'service' risks causing data races"):
/// the hook is written `@Sendable`, and counts in a `Mutex`.
@MainActor func countingCallsOnTheMainActor() async {
    let service = RosterService()
    let calls = Mutex(0)
    service._fetchStudents = { @Sendable _ in
        calls.withLock { $0 += 1 }
        return []
    }
    print("students: \(await service.studentCount(in: "Swift")), calls: \(calls.withLock { $0 })")
}

@main struct CountingCallsTest {
    static func main() async {
        await countingCallsInALocalVar()
        await countingCallsOnTheMainActor()
    }
}
