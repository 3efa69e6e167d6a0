import StubbleEngine
import StubbleSyntax

/// The mock context of `check` and `fix`: every file they were given, so a mock of a protocol that refines
/// a protocol in another given file is checked and refreshed with its requirements. Parsed only when one of
/// the files has a generated mock (otherwise no mock can be stale), and
/// then only the files that may declare a protocol, a type alias or a mock.
enum MockContextLoader {
    /// The texts of `files` (nil for unreadable ones), in order, and the context built from them.
    static func load(_ files: [String]) -> (texts: [[UInt8]?], context: MockContext) {
        let texts = FileSupport.parallelMap(files) { path in try? FileSupport.read(path) }
        guard texts.contains(where: { $0.map(Engine.mayHaveMocks) ?? false }) else { return (texts, MockContext()) }
        // Files that declare no protocol, type alias or mock add nothing: they are not parsed.
        let parsed = FileSupport.parallelMap(texts.compactMap { $0 }.filter(Engine.mayMatterToMocks)) { SourceFile($0) }
        return (texts, MockContext(files: parsed))
    }
}
