// The other files a mock may depend on, for the language server: the open documents (their unsaved text)
// and the Swift files of the workspace folders (from disk). A protocol refining a protocol declared in
// another file is mocked with the requirements found there.
//
// Cheap and never in the way of typing:
// - `update` (called on the reader thread at every open/change/close) only stores the snapshots, under a
//   lock held for an assignment.
// - Files are parsed only when a context is asked for (a diagnostics or code-action job of a file that has a
//   mock or a protocol), on that job's queue; parsed open documents are cached by version, disk files by
//   path + modification date + size, each with what it tells the context (`MockContext.FileFacts`), so a
//   revision reads only the files that changed; the folder listing is reused for a few seconds.
// - One context build at a time (a second job waits for the first and then reuses its result).

import StubbleEngine
import StubbleSyntax

public final class MockWorkspace: @unchecked Sendable {
    /// At most this many workspace files, each at most `maxFileSize` bytes, are read.
    public static let maxFiles = 5_000
    public static let maxFileSize = 2_000_000
    /// How long a folder listing is reused before the folders are walked again.
    public static let listingLifetime: Double = 3

    private struct Open { var version: Int; var text: [UInt8] }
    /// `file` is nil for a file that declares no protocol, type alias or mock (not parsed, adds nothing); `facts`
    /// is what it tells a mock context (`MockContext.FileFacts`), read once with it and kept while it is unchanged.
    /// `names`: for a file of a SwiftPM target that is not parsed, the names of the types it declares
    /// (`MockContext.declaredTypeNames`), which decide whether a type another target shows `Equatable` is.
    private struct Disk { var modified: Int64; var size: Int; var file: (source: SourceFile, facts: MockContext.FileFacts)?; var names: Set<String>? = nil }

    // State written by `update` (reader thread).
    private let stateLock = Lock()
    private var open: [String: Open] = [:]
    private var folders: [String] = []
    private var revision = 0

    // Caches used by `context` (job queues), serialized by `buildLock`.
    private let buildLock = Lock()
    private var parsedOpen: [String: (version: Int, file: SourceFile, facts: MockContext.FileFacts)] = [:]
    private var disk: [String: Disk] = [:]
    private var listing: (time: Double, folders: [String], paths: [String])?
    private var lastContext: (revision: Int, excluded: String, time: Double, context: MockContext)?

    public init() {}

    /// The open documents (path → version and text) and the workspace folders, as they are now.
    public func update(openDocuments: [String: (version: Int, text: [UInt8])], folders: [String]) {
        stateLock.lock()
        open = openDocuments.mapValues { Open(version: $0.version, text: $0.text) }
        self.folders = folders
        revision += 1
        stateLock.unlock()
    }

    /// Bumped by every `update`: mock contexts built before are stale.
    public var mockRevision: Int {
        stateLock.lock()
        defer { stateLock.unlock() }
        return revision
    }

    /// The module a file's mocks are seen from (`MockContext.scoped(toModule:)`): its SwiftPM target folder, ""
    /// for any other file (its mocks see every workspace file, as they always have).
    static func viewKey(_ path: String) -> String {
        let key = Engine.moduleKey(path: path)
        return Engine.moduleSpansSubfolders(key) ? key : ""
    }

    /// Every known file except `path`: open documents first (their text wins over the disk), then the
    /// workspace files that are not open; as a mock of `path` sees them (`MockContext.scoped(toModule:)`, the
    /// rule of every front end: for a file of a SwiftPM target, its package's targets).
    public func context(excluding path: String) -> MockContext {
        stateLock.lock()
        let (open, folders, revision) = (self.open, self.folders, self.revision)
        stateLock.unlock()

        buildLock.lock()
        defer { buildLock.unlock() }
        let now = monotonicSeconds()
        if let last = lastContext, last.revision == revision, last.excluded == path,
           now - last.time < Self.listingLifetime {
            return last.context
        }
        // Each file with its facts, read once per version of an open document and per modification of a disk
        // file: a revision reads again only the files that changed.
        var files: [SourceFile] = []
        var facts: [MockContext.FileFacts] = []
        var modules: [String] = []
        var unparsed: [String: Set<String>] = [:]
        var stillOpen: [String: (version: Int, file: SourceFile, facts: MockContext.FileFacts)] = [:]
        for (openPath, document) in open.sorted(by: { $0.key < $1.key }) {
            let entry: (version: Int, file: SourceFile, facts: MockContext.FileFacts)
            if let cached = parsedOpen[openPath], cached.version == document.version {
                entry = cached
            } else {
                let file = SourceFile(document.text)
                entry = (document.version, file, MockContext.FileFacts(file))
            }
            stillOpen[openPath] = entry
            if openPath != path { files.append(entry.file); facts.append(entry.facts); modules.append(Self.viewKey(openPath)) }
        }
        parsedOpen = stillOpen

        var stillOnDisk: [String: Disk] = [:]
        for diskPath in workspacePaths(folders, now: now) where diskPath != path && open[diskPath] == nil {
            guard let status = FileSystem.status(diskPath), !status.isDirectory, status.size <= Self.maxFileSize else { continue }
            let (modified, size) = (status.modified, status.size)
            if let cached = disk[diskPath], cached.modified == modified, cached.size == size {
                stillOnDisk[diskPath] = cached
                if let file = cached.file { files.append(file.source); facts.append(file.facts); modules.append(Self.viewKey(diskPath)) }
                if let names = cached.names { unparsed[Self.viewKey(diskPath), default: []].formUnion(names) }
                continue
            }
            guard let bytes = FileSystem.contents(of: diskPath) else { continue }
            let file = Engine.mayMatterToMocks(bytes) ? SourceFile(bytes) : nil
            let read = file.map { (source: $0, facts: MockContext.FileFacts($0)) }
            let key = Self.viewKey(diskPath)
            let names = file == nil && !key.isEmpty ? MockContext.declaredTypeNames(bytes) : nil
            stillOnDisk[diskPath] = Disk(modified: modified, size: size, file: read, names: names)
            if let read { files.append(read.source); facts.append(read.facts); modules.append(key) }
            if let names { unparsed[key, default: []].formUnion(names) }
        }
        disk = stillOnDisk
        let context = MockContext(files: files, facts: facts, modules: modules, unparsedTypes: unparsed).scoped(toModule: Self.viewKey(path))
        lastContext = (revision, path, now, context)
        return context
    }

    /// The module index: every file of a module read and parsed once (`IndexedFile`), kept until it changes
    /// (an open document's text, a closed file's modification date and size, checked when the module's
    /// listing is refreshed), with its plain form; and each module's `StubContext`, built again only when one
    /// of its files changed.
    private struct Indexed {
        /// An open document's text, as given; nil for a file read from disk.
        var openText: [UInt8]?
        var modified: Int64?
        var size: Int
        var file: IndexedFile
        /// The file's own form when it is not plain (to take edits back); nil when plain.
        var form: PlainText?
        /// Unique per entry, except that an open document whose text goes back to the one before gets that
        /// entry's generation again (`previousOpen`): a module's context is reused while every entry it was
        /// built from is the same.
        var generation: Int
    }
    private var index: [String: Indexed] = [:]
    private var indexGeneration = 0
    /// The text an open document's entry had before its last change, with that entry's generation: work for
    /// a version just replaced (a code action or a warm-up that started before the change) indexes the old
    /// text again, then the next request the new one; each gets its generation back, so a module's token
    /// stays the same for the same texts and the analyses kept by that token stay valid.
    private var previousOpen: [String: (text: [UInt8], generation: Int)] = [:]
    private var moduleListings: [String: (time: Double, paths: [String])] = [:]
    private var moduleContexts: [String: (key: [Int], module: IndexedModule)] = [:]

    /// A module as the index has it: its files (plain texts; this document with its text), their forms
    /// when not plain, and the context built from them.
    public struct IndexedModule: Sendable {
        public var files: [(path: String, module: String, text: [UInt8])]
        /// The same files as the index has them (parsed).
        public var indexed: [IndexedFile]
        public var forms: [String: PlainText]
        public var context: StubContext
        /// Changes whenever the module's files do (a cached analysis of a file of the module is valid while
        /// its module has the same token).
        public var token: [Int]
    }

    private func indexed(_ path: String, module: String, openText: [UInt8]) -> Indexed {
        if let cached = index[path], let text = cached.openText, text == openText { return cached }
        let generation: Int
        if let previous = previousOpen[path], previous.text == openText {
            generation = previous.generation
        } else {
            indexGeneration += 1
            generation = indexGeneration
        }
        if let cached = index[path], let text = cached.openText { previousOpen[path] = (text, cached.generation) }
        let form = PlainText(openText)
        let entry = Indexed(openText: openText, modified: nil, size: openText.count,
                            file: IndexedFile(path: path, module: module, text: form.plain), form: form.isPlain ? nil : form,
                            generation: generation)
        index[path] = entry
        return entry
    }

    /// Whether the module of `path` was indexed already.
    public func hasIndex(of path: String) -> Bool {
        let module = Engine.moduleKey(path: path)
        buildLock.lock()
        defer { buildLock.unlock() }
        return moduleContexts[module] != nil
    }

    /// The files of `path`'s module (see `StubContext.moduleKey`), for the stub engine's cross-file context:
    /// the open documents (unsaved text) and the module's files on disk, this one with `text` (its own bytes).
    /// Nil when the file cannot need the others (`StubContext.mayNeed`); `eager` for an action that may
    /// annotate an extension. Files are read and parsed once, then again only when they change.
    public func module(of path: String, text: [UInt8], eager: Bool) -> IndexedModule? {
        guard Engine.mayNeedOtherFiles(text, eager: eager) else { return nil }
        return indexedModule(of: path, text: text)
    }

    /// `module(of:text:eager:)` for a caller that knows the file needs it.
    public func indexedModule(of path: String, text: [UInt8]) -> IndexedModule {
        let module = Engine.moduleKey(path: path)
        stateLock.lock()
        let open = self.open
        stateLock.unlock()
        buildLock.lock()
        defer { buildLock.unlock() }
        let now = monotonicSeconds()
        let paths: [String]
        var recheckDisk = false
        if let listing = moduleListings[module], now - listing.time < Self.listingLifetime {
            paths = listing.paths
        } else {
            // A SwiftPM target folder holds its module, subfolders and all; any other folder only the files right
            // in it (its subfolders are modules of their own: `Engine.moduleKey`), as the CLI reads it. Walking a
            // loose file's folder whole (`/tmp`, a home folder) mixed other modules' types into this one's view.
            paths = WorkspaceFiles.moduleFiles(module, limit: Self.maxFiles)
            moduleListings[module] = (now, paths)
            recheckDisk = true
        }
        var entries: [Indexed] = [indexed(path, module: module, openText: text)]
        var seen: Set<String> = [path]
        for (openPath, document) in open.sorted(by: { $0.key < $1.key }) where Engine.moduleKey(path: openPath) == module && seen.insert(openPath).inserted {
            entries.append(indexed(openPath, module: module, openText: document.text))
        }
        for diskPath in paths where seen.insert(diskPath).inserted {
            if let cached = index[diskPath], cached.openText == nil, !recheckDisk {
                entries.append(cached)
                continue
            }
            guard let status = FileSystem.status(diskPath), !status.isDirectory, status.size <= Self.maxFileSize else { index[diskPath] = nil; continue }
            let (modified, size) = (status.modified, status.size)
            if let cached = index[diskPath], cached.openText == nil, cached.modified == modified, cached.size == size {
                entries.append(cached)
                continue
            }
            guard let bytes = FileSystem.contents(of: diskPath) else { index[diskPath] = nil; continue }
            let form = PlainText(bytes)
            indexGeneration += 1
            let entry = Indexed(openText: nil, modified: modified, size: size,
                                file: IndexedFile(path: diskPath, module: module, text: form.plain), form: form.isPlain ? nil : form,
                                generation: indexGeneration)
            index[diskPath] = entry
            entries.append(entry)
        }
        let key = entries.map(\.generation)
        if let cached = moduleContexts[module], cached.key == key { return cached.module }
        var forms: [String: PlainText] = [:]
        for entry in entries { if let form = entry.form { forms[entry.file.path] = form } }
        let built = IndexedModule(files: entries.map { ($0.file.path, module, $0.file.text) }, indexed: entries.map(\.file), forms: forms,
                                  context: Engine.stubContext(entries.map(\.file)), token: key)
        moduleContexts[module] = (key, built)
        // Entries of files no longer open or listed are dropped with their module's next build.
        let live = Set(entries.map(\.file.path))
        index = index.filter { Engine.moduleKey(path: $0.key) != module || live.contains($0.key) }
        previousOpen = previousOpen.filter { index[$0.key]?.openText != nil }
        return built
    }

    private func workspacePaths(_ folders: [String], now: Double) -> [String] {
        if let listing, listing.folders == folders, now - listing.time < Self.listingLifetime {
            return listing.paths
        }
        let paths = WorkspaceFiles.swiftFiles(under: folders, limit: Self.maxFiles).sorted()
        listing = (now, folders, paths)
        return paths
    }
}
