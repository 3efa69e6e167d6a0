import StubbleEngine
import Synchronization

/// The Swift language mode of a file's package (`Engine.languageMode(manifest:)`), for the front ends to set on
/// the file's `FileStubContext`: the nearest `Package.swift` in the file's folder or above it. A file in no
/// package is compiled in the current mode (6). Manifests are read once per folder and process.
public enum LanguageModes {
    private static let byFolder = Mutex<[String: Int]>([:])

    public static func of(path: String) -> Int {
        let absolute = path.hasPrefix("/") ? path : FileSystem.currentDirectory() + "/" + path
        var folder = FileSystem.parent(of: absolute)
        var visited: [String] = []
        var mode = 6
        while !folder.isEmpty {
            if let known = byFolder.withLock({ $0[folder] }) { mode = known; break }
            visited.append(folder)
            let manifest = folder + "/Package.swift"
            if let bytes = FileSystem.contents(of: manifest) {
                mode = Engine.languageMode(manifest: bytes)
                break
            }
            if folder == "/" { break }
            folder = FileSystem.parent(of: folder)
        }
        byFolder.withLock { cache in for f in visited { cache[f] = mode } }
        return mode
    }

    /// `context` with the language mode of the file at `path`.
    public static func context(_ context: FileStubContext, path: String) -> FileStubContext {
        var c = context
        c.languageMode = of(path: path)
        return c
    }
}
