// Mockolo's names on ours: imageHandler → _image, imageCallCount stays, imageArgValues → imageInvocations.
@main struct Driver {
    static func main() {
        let cache = ImageCacheMock()
        check(cache.image(for: "a") == nil, "unstubbed optional result is nil")
        cache._image = { key in key == "logo" ? [1, 2] : nil }
        check(cache.image(for: "logo") == [1, 2], "handler")
        cache.store([3], for: "b")
        check(cache.imageCallCount == 2, "call count")
        check(cache.imageInvocations == ["a", "logo"], "argument values")
        check(cache.storeLastInvocation?.key == "b" && cache.storeLastInvocation?.data == [3], "labelled last invocation")
        print("mockolo: ok")
    }

    static func check(_ condition: Bool, _ what: String) {
        if !condition { print("FAILED: \(what)") }
    }
}
