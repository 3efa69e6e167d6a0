@main struct Driver {
    @MainActor static func main() async throws {
        let model = MainActorViewModelMock()
        var loaded = false
        model._load = { loaded = true }
        try await model.load()
        model.select(index: 2)
        check(loaded && model.selectLastInvocation == 2, "main actor mock")
        print("main-actor: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
