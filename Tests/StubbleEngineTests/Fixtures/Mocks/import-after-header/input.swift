//===----------------------------------------------------------------------===//
//
// A file header, as in swift-log's LogHandler.swift: the file has no imports, and the mock's lock needs
// Foundation. The import goes after this header and before the protocol's doc comment, which stays attached.
//
//===----------------------------------------------------------------------===//

/// Where log messages go.
///
/// A Sendable protocol: its mock keeps its state behind an `NSLock`.
protocol HeaderLogHandler: Sendable {
    func log(_ message: String)
}/*|*/
