@main struct Driver {
    static func main() async {
        let service = EffectsServiceMock()
        service.validateError = .denied
        do {
            _ = try service.validate("t")
            check(false, "typed error thrown")
        } catch {
            check(error == .denied, "typed error is EffectsError")
        }
        service._validate = { token throws(EffectsError) in token == "ok" }
        check((try? service.validate("ok")) == true, "typed-throws hook")
        var ran = false
        service._perform = { work in try? work() }
        service.perform { ran = true }
        check(ran && service.performCallCount == 1, "rethrows hook receives the closure")
        await service.refresh()
        check(service.refreshCallCount == 1, "async void")
        service.uploadError = .denied
        do { try await service.upload([1]); check(false, "upload throws") } catch { check(error == .denied, "typed async") }
        check(service.uploadLastInvocation == [1], "recorded")
        check((try? service.load()) == [], "default empty array")
        print("effects: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
