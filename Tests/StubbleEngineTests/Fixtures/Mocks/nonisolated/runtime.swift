@main struct Driver {
    static func main() async {
        let view = await NonisolatedViewMock()
        view._identifier = { 42 }
        view._name = "n"
        // Called from a nonisolated context.
        let id = await Task.detached { view.identifier() }.value
        check(id == 42 && view.name == "n", "nonisolated witnesses")
        await view.draw()
        check(view.drawCallCount == 1 && view.identifierCallCount == 1, "records")
        print("nonisolated: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
