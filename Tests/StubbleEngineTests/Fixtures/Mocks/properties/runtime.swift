@main struct Driver {
    static func main() async throws {
        let settings = PropertiesSettingsMock()
        // Defaults when nothing is set.
        check(settings.isEnabled == false && settings.count == 0 && settings.title == nil, "defaults")
        // The backing value is the simplest stub.
        settings._count = 3
        check(settings.count == 3, "backing value")
        // Setters store into the backing value and are recorded.
        settings.isEnabled = true
        settings.isEnabled = false
        check(settings.isEnabledSetInvocations == [true, false], "set records")
        check(settings.isEnabledGetCallCount == 1, "get count")
        // A getter hook wins over the backing value.
        settings._getIsEnabled = { true }
        check(settings.isEnabled, "getter hook")
        // A setter hook replaces storing.
        var seen: [String?] = []
        settings._setTitle = { seen.append($0) }
        settings.title = "x"
        check(seen == ["x"] && settings._title == nil, "setter hook")
        settings._owner = PropertiesUser(name: "ada")
        check(settings.owner.name == "ada", "custom type backing")
        settings._getRemoteValue = { 42 }
        check(try await settings.remoteValue == 42, "async throwing getter")
        check(await settings.cached.isEmpty, "async getter default")
        print("properties: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
