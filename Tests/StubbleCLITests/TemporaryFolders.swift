import Foundation
import Synchronization

/// Folders the command tests make under the system's temporary folder: each test makes its own (the commands
/// write into it), and every one is removed when the test process exits, so a run leaves nothing in `/tmp`
/// (they were left there, a thousand a day on a busy machine).
enum TemporaryFolders {
    private static let made = Mutex<[URL]>([])
    private static let removedAtExit: Void = { atexit { TemporaryFolders.removeAll() } }()

    /// A new, empty folder named `prefix-UUID`, created.
    static func make(_ prefix: String) throws -> URL {
        let url = named(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new folder's name, `prefix-UUID`, not created (for `copyItem(at:to:)`), removed at exit all the same.
    static func named(_ prefix: String) -> URL {
        _ = removedAtExit
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        made.withLock { $0.append(url) }
        return url
    }

    private static func removeAll() {
        for url in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
    }
}
