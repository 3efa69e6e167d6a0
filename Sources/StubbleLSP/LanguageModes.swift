import StubbleEngine

/// The Swift language mode of a file's package (`Engine.languageMode(manifest:)`), for the front ends to set on
/// the file's `FileStubContext`: the nearest `Package.swift` in the file's folder or above it. A file in no
/// package is compiled in the current mode (6). Manifests are read once per folder and process.
public enum LanguageModes {
    /// Folder → mode, read and written only under `lock`: a pthread mutex (`Lock`), which the thread sanitizer
    /// understands. Behind a `Synchronization.Mutex` it reported two queues' guarded accesses as a Swift access
    /// race (CI, 2026-11-29), as it did for `ParseCounter`.
    nonisolated(unsafe) private static var byFolder: [String: Int] = [:]
    private static let lock = Lock()

    public static func of(path: String) -> Int {
        let absolute = path.hasPrefix("/") ? path : FileSystem.currentDirectory() + "/" + path
        var folder = FileSystem.parent(of: absolute)
        var visited: [String] = []
        var mode = 6
        while !folder.isEmpty {
            if let known = lock.withLock({ byFolder[folder] }) { mode = known; break }
            visited.append(folder)
            let manifest = folder + "/Package.swift"
            if let bytes = FileSystem.contents(of: manifest) {
                mode = Engine.languageMode(manifest: bytes)
                break
            }
            if folder == "/" { break }
            folder = FileSystem.parent(of: folder)
        }
        lock.withLock { for f in visited { byFolder[f] = mode } }
        return mode
    }

    /// `context` with the language mode of the file at `path`.
    public static func context(_ context: FileStubContext, path: String) -> FileStubContext {
        var c = context
        c.languageMode = of(path: path)
        return c
    }
}
