/*|*/final class Platform {
    #if os(Linux)
    func name() -> String {
        "linux"
    }
    #else
    func name() -> String {
        "other"
    }
    #endif
}
