// StubKit's spy assertions, rewritten on the records. Each `check` is one XCTAssert of the StubKit test
// (quoted above it), here printed so the fixture's output shows it held.
func check(_ label: String, _ condition: Bool) { print((condition ? "ok: " : "FAILED: ") + label) }

/// Not isolated, like an XCTest method or a Swift Testing `@Test` function.
func testSpies() {
    let service = UserService()
    // No `spyCalls(of: &service.addUserAction)` to register first: every call is recorded.
    service.addUser(name: "John")
    service.addUser(name: "Ann")

    // XCTAssertEqual(addUserArgs, ["John", "Ann"])          (ArgRecords: ExpressibleByArrayLiteral, Equatable)
    check("addUserInvocations == [\"John\", \"Ann\"]", service.addUserInvocations == ["John", "Ann"])
    // XCTAssertEqual(addUserArgs[0], "John"); XCTAssertNil(addUserArgs[2])   (an optional subscript)
    check("addUserInvocations.first == \"John\"", service.addUserInvocations.first == "John")
    check("addUserLastInvocation == \"Ann\"", service.addUserLastInvocation == "Ann")
    // XCTAssertEqual(addUserArgs.count, 2)
    check("addUserCallCount == 2", service.addUserCallCount == 2)
    // With no hook the real body ran (a spy on a nice stub would have done nothing).
    check("users.count == 2", service.users.count == 2)

    // Several arguments: ArgRecords<(String, String)>, compared element by element:
    // XCTAssertEqual(renameArgs[0]?.0, "Ann"); XCTAssertEqual(renameArgs[0]?.1, "Anna")
    let renamed = service.rename(user: "Ann", to: "Anna")
    check("renameInvocations == [.init(user: \"Ann\", newName: \"Anna\")]",
          service.renameInvocations == [UserService.RenameInvocation(user: "Ann", newName: "Anna")] && renamed)
    check("renameLastInvocation?.newName == \"Anna\"", service.renameLastInvocation?.newName == "Anna")

    // A spy over a registered body: `service.renameAction = { _ in false }` then `spyCalls(of:)` records and
    // still runs it. Here: set the hook; calls are recorded all the same.
    service._rename = { _, _ in false }
    check("rename with a hook returns the hook's result", service.rename(user: "Anna", to: "X") == false)
    check("renameCallCount == 2", service.renameCallCount == 2)
    check("the hook kept users as they were", service.users.values.sorted() == ["Anna", "John"])

    // A throwing function (StubKit's twin `spyCalls` for throwing actions).
    service._remove = { _ in throw RemoveError() }
    check("remove throws the hook's error", (try? service.remove(id: 1)) == nil)
    service._remove = nil
    check("remove runs the real body", (try? service.remove(id: 1)) != nil)
    check("removeInvocations == [1, 1]", service.removeInvocations == [1, 1])

    // The test a user writes first: a hook counting calls in a local var.
    var calls = 0
    service._addUser = { _ in calls += 1 }
    service.addUser(name: "Zoe")
    check("calls == 1 and addUserCallCount == 3", calls == 1 && service.addUserCallCount == 3)

    // A new spy per test: StubKit makes a new ArgRecords; here resetMock() empties the records and hooks.
    service.resetMock()
    check("after resetMock() nothing is recorded", service.addUserInvocations.isEmpty && service.renameCallCount == 0 && service._addUser == nil)
}

@main struct Runtime {
    static func main() { testSpies() }
}
