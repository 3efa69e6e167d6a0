// Asserts on the records the way XCTest and Swift Testing tests do: `XCTAssertEqual(a, b)` needs `Equatable`
// (as `assertEqual` here does), `#expect(a == b)` needs `==`.
enum UploadError: Error { case tooLarge }

@main struct Driver {
    static func main() async {
        let directory = RecordsDirectoryMock<Int>()

        // Several arguments: an Equatable struct with labelled fields, built with its memberwise init.
        directory.addUserReturnValue = true
        _ = directory.addUser(name: "Ada", age: 36)
        directory._addUser = { name, _ in name.count > 3 }
        _ = directory.addUser(name: "Al", age: 45)
        assertEqual(directory.addUserInvocations, [.init(name: "Ada", age: 36), .init(name: "Al", age: 45)])
        check(directory.addUserInvocations == [.init(name: "Ada", age: 36), .init(name: "Al", age: 45)], "== on the records")
        check(directory.addUserLastInvocation?.name == "Al", "a field by its label")

        // What each call returned, whoever answered: the ReturnValue, then the hook.
        assertEqual(directory.addUserReturnedValues, [true, false])
        assertEqual(directory.addUserLastReturnedValue, false)

        // Optional containers of Hashable types and the Hashable associated type are Equatable too.
        directory.assign(.admin, to: 7, tags: [RecordsTag(name: "staff")])
        directory.assign(.guest, to: 8, tags: nil)
        assertEqual(directory.assignInvocations, [
            .init(role: .admin, id: 7, tags: [RecordsTag(name: "staff")]),
            .init(role: .guest, id: 8, tags: nil),
        ])

        // Not Equatable (RecordsAvatar is not): the fields compare one by one.
        directory._upload = { avatar, _ in
            if avatar.pixels.count > 2 { throw UploadError.tooLarge }
            return "https://example.com/\(avatar.pixels.count)"
        }
        let url = try? directory.upload(RecordsAvatar(pixels: [1]), for: 7)
        _ = try? directory.upload(RecordsAvatar(pixels: [1, 2, 3]), for: 8)
        check(url == "https://example.com/1", "the hook's value")
        check(directory.uploadCallCount == 2 && directory.uploadLastInvocation?.avatar.pixels == [1, 2, 3] && directory.uploadLastInvocation?.id == 8, "fields of a non-Equatable record")
        assertEqual(directory.uploadReturnedValues, ["https://example.com/1"])

        // The default value is recorded as returned too.
        let ages = await directory.ages(in: "team")
        check(ages.isEmpty, "default")
        assertEqual(directory.agesReturnedValues, [[:]])

        // The setter's records are like the getter's.
        directory.title = "Draft"
        directory.title = "Final"
        assertEqual(directory.titleSetCallCount, 2)
        assertEqual(directory.titleSetInvocations, ["Draft", "Final"])
        assertEqual(directory.titleSetLastInvocation, "Final")
        check(directory.title == "Final" && directory.titleGetCallCount == 1, "the set value is read back")

        // Subscripts: keyed records, the new value last.
        directory[1, "email"] = "ada@example.com"
        _ = directory[1, "phone"]
        assertEqual(directory.subscriptSetLastInvocation, .init(id: 1, field: "email", newValue: "ada@example.com"))
        assertEqual(directory.subscriptGetLastInvocation, .init(id: 1, field: "phone"))

        // resetMock(): every hook, value and record of this instance as new; other instances untouched.
        let other = RecordsDirectoryMock<Int>()
        _ = other.addUser(name: "Kay", age: 1)
        directory.resetMock()
        check(directory.addUserCallCount == 0 && directory.addUserInvocations.isEmpty && directory.addUserReturnedValues.isEmpty, "records reset")
        check(directory._addUser == nil && directory.addUserReturnValue == nil && directory._upload == nil, "hooks and values reset")
        check(directory.title == "" && directory.titleSetInvocations.isEmpty && directory.subscriptGetInvocations.isEmpty, "property and subscript reset")
        check(other.addUserCallCount == 1, "another instance keeps its records")
        print("records: ok")
    }
}

func assertEqual<T: Equatable>(_ actual: T, _ expected: T, line: Int = #line) {
    if actual != expected { print("FAILED line \(line): \(actual) != \(expected)"); fatalError("line \(line)") }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
