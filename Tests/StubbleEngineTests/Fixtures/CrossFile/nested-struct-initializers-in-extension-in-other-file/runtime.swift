@main struct Runtime {
    static func main() {
        print(FilePath.Component(platformString: "tmp")?.length ?? -1, FilePath.Component(platformString: "") == nil)
        FilePath.Component._initPlatformString = { _ in FilePath.Component(FilePath("hooked")) }
        print(FilePath.Component(platformString: "tmp")?.path.text ?? "nil")
        FilePath.Component._initPlatformString = { _ in nil }
        print(FilePath.Component(platformString: "tmp") == nil)
    }
}
