import StubbleSyntax

// Reads a protocol declaration (and the protocols it refines, from every file the caller passed) into a
// `MockedProtocol`, or says why it cannot be mocked.

/// Why a protocol gets no mock. Never code that would not compile: a reason instead.
public struct MockProblem: Hashable, Sendable, Error {
    public var protocolName: String
    public var reason: String
    /// Where to point (the protocol's name).
    public var range: Range<Int>
    /// True when the problem is a refined protocol that none of the given files declares.
    public var isMissingProtocol: Bool
    public init(protocolName: String, reason: String, range: Range<Int>, isMissingProtocol: Bool = false) {
        self.protocolName = protocolName
        self.reason = reason
        self.range = range
        self.isMissingProtocol = isMissingProtocol
    }
}

/// Every file the caller knows (the CLI: the files it was given; the server: the workspace folders), so that
/// protocols refining protocols declared elsewhere can be mocked.
public struct MockContext: Sendable {
    public private(set) var files: [SourceFile]
    /// Protocol name → declaration and its file, first declaration wins.
    var protocols: [String: (declaration: Declaration, file: Int)] = [:]
    /// The keys of `protocols`, kept as they are added (a mock generator looks names up in them; making the set
    /// for each protocol's mock took a hundred-and-fiftieth of `mock --all`).
    var protocolNames: Set<String> = []
    /// Top-level typealias name → the aliased type as written (`typealias Codable = Decodable & Encodable`).
    var typeAliases: [String: String] = [:]
    /// Protocols that already have a generated mock in one of the files.
    var mockedProtocols: Set<String> = []
    /// Protocols whose mocks are about to be generated in the same run (`anticipatingMocks`): they count as
    /// mocked, so what a run writes does not depend on the order of its files.
    var anticipatedMocks: Set<String> = []
    /// Types the files show `Equatable`: declared or extended with `Equatable`, `Hashable` or `Comparable` in
    /// their inheritance clause, or enums whose cases carry no values. By simple name. A mock's record of a call
    /// is `Equatable` only when every recorded type is one of these or a standard one (`MockEquatability`).
    var equatableTypes: Set<String> = []
    /// In a `mock --all` run whose files do not declare `StubbleDefaultProvidable`: the text of the file that gets
    /// the declaration (the first of the run whose mocks need it), so no other file writes a second one.
    var defaultsHome: [UInt8]? = nil
    /// The indices in `files` of the files that declare `StubbleDefaultProvidable` (the first is in `protocols`).
    var defaultsDeclarations: Set<Int> = []
    /// The module of each file (`Engine.moduleKey`; "" for a file with no module given, which every view counts
    /// as its own), and what each file says, kept for `scoped(toModule:)`.
    var modules: [String] = []
    var allFacts: [FileFacts] = []
    /// By module: the names of the types declared in files read but not parsed (`declaredTypeNames`), which
    /// add no protocol or `Equatable` type but may declare a name another target shows `Equatable`.
    var unparsedTypes: [String: Set<String>] = [:]
    /// In a module's view (`scoped(toModule:)`): what the package's other targets agree on, read behind the own
    /// target's tables per name asked; nil for any other context.
    var borrowing: Borrowing? = nil
    /// In a module's view: the types only other targets show `Equatable` that are not, since a file of the module
    /// added after (`including`: the editor's document) declares them without `Equatable`, or a mock's generator
    /// said so (`EquatableLookup.remove`).
    var revokedEquatable: Set<String> = []
    /// Of the files given to `init(files:facts:modules:unparsedTypes:)`; nil for a context made without modules.
    var moduleIndex: ModuleIndex? = nil

    public init(files: [SourceFile] = []) {
        self.init(files: files, facts: files.map(FileFacts.init))
    }

    /// The context of `files` (`facts[i]` is `FileFacts(files[i])`), each of the module `modules[i]`
    /// (`Engine.moduleKey`, "" for none), and the types declared in files of those modules that were not parsed
    /// (`unparsedTypes`: module → `declaredTypeNames` of its files that did not matter to mocks). Unscoped, it
    /// reads as `init(files:facts:)`; `scoped(toModule:)` gives one module's view of it.
    public init(files: [SourceFile], facts: [FileFacts], modules: [String], unparsedTypes: [String: Set<String>] = [:]) {
        precondition(files.count == modules.count, "one module per file")
        self.init(files: files, facts: facts)
        self.modules = modules
        self.unparsedTypes = unparsedTypes
        moduleIndex = ModuleIndex(modules: modules, facts: facts, unparsedTypes: unparsedTypes)
        moduleIndex!.packages = Self.packageNames(moduleIndex!, files: files)
    }

    /// The package of a SwiftPM target folder's module key (`…/Sources/TARGET` → `…`); nil for any other key.
    public static func packageRoot(ofModule key: String) -> Substring? {
        guard Engine.moduleSpansSubfolders(key), let last = key.lastIndex(of: "/") else { return nil }
        let parent = key[..<last]
        guard let sources = parent.lastIndex(of: "/") else { return "" }
        return parent[..<sources]
    }

    /// The context as a mock of module `key` sees it: one rule for every front end. For a SwiftPM target
    /// (`…/Sources/TARGET`, `…/Tests/TARGET`), the files of that target (and those with no module) decide every
    /// name they declare, as before; a name declared only in other targets of the same package (the other
    /// folders of its `Sources` and `Tests`) counts when those targets agree: a protocol or type alias declared
    /// with the same text in each, a type every target that declares it shows `Equatable` (a type declared
    /// without `Equatable` in one of them is not `Equatable`: the record that compiles). Not seen: the
    /// other targets' generated mocks (one is visible only when public and imported: a mock does not take one as
    /// a default value), their `StubbleDefaultProvidable` (internal to its target, declared once in each), and the
    /// files of other packages or of loose folders. For any other key, the context as it is.
    public func scoped(toModule key: String) -> MockContext {
        guard let index = moduleIndex, let package = Self.packageRoot(ofModule: key) else { return self }
        var copy = self
        copy.protocols = [:]
        copy.protocolNames = []
        copy.typeAliases = [:]
        copy.mockedProtocols = []
        copy.anticipatedMocks = []
        copy.equatableTypes = []
        copy.defaultsHome = nil
        copy.defaultsDeclarations = []
        copy.revokedEquatable = []
        copy.borrowing = nil
        // The own target's files (and those with no module), in the files' order, first declaration winning.
        var ownDeclared = unparsedTypes[key] ?? []
        let own = ((index.files[key] ?? []) + (index.files[""] ?? [])).sorted()
        for i in own {
            copy.record(allFacts[i], at: i, overriding: false)
            ownDeclared.formUnion(allFacts[i].declaredTypes)
        }
        // The package's other targets: what they agree on, merged once for the package (`PackageNames`), read
        // per name asked (`protocolEntry`, `typeAlias`, `equatableLookup`, `protocolNameLookup`) behind the own
        // target's names. A name the own target declares, shows `Equatable` or has as a protocol or type alias
        // is never read there; every other name no file of the target mentions, so the package's answer over
        // all its targets is the answer over the others.
        guard index.modules.contains(where: { $0 != key && !$0.isEmpty && Self.packageRoot(ofModule: $0) == package }),
              let names = index.packages[String(package)] else { return copy }
        copy.borrowing = Borrowing(package: names, ownDeclared: ownDeclared, scopedEquatable: copy.equatableTypes)
        return copy
    }

    /// What a module's view (`scoped(toModule:)`) reads from the package's other targets, behind its own names.
    struct Borrowing: Sendable {
        var package: PackageNames
        /// The names the own target declares (parsed or not), which it decides.
        var ownDeclared: Set<String>
        /// The types the own target showed `Equatable` when the view was made.
        var scopedEquatable: Set<String>

        func protocolEntry(_ name: String) -> (declaration: Declaration, file: Int)? {
            guard !ownDeclared.contains(name) else { return nil }
            return package.protocols[name]
        }
        func hasProtocol(_ name: String) -> Bool { package.protocolNames.contains(name) && !ownDeclared.contains(name) }
        func typeAlias(_ name: String) -> String? {
            guard !ownDeclared.contains(name) else { return nil }
            return package.aliases[name]
        }
        func isEquatable(_ name: String) -> Bool {
            package.equatable.contains(name) && !scopedEquatable.contains(name) && !ownDeclared.contains(name)
        }
    }

    /// One package's names as its targets (every module of the package but files with none) agree on them: made
    /// once with the context, for every view of a target of the package. A protocol whose declarations do not
    /// all have the same text is a protocol name (`protocolNames`) with no declaration.
    struct PackageNames: Sendable {
        var protocols: [String: (declaration: Declaration, file: Int)] = [:]
        var protocolNames: Set<String> = []
        var aliases: [String: String] = [:]
        var equatable: Set<String> = []
    }

    /// The package names of every package of `index` (by `packageRoot(ofModule:)`).
    static func packageNames(_ index: ModuleIndex, files: [SourceFile]) -> [String: PackageNames] {
        // Each module's package, by the module's number; packages by number (a name's packages are a short list).
        var roots: [String] = [], ids: [String: Int] = [:]
        let packageOf: [Int] = index.modules.map { module in
            guard !module.isEmpty, let root = packageRoot(ofModule: module).map(String.init) else { return -1 }
            if let id = ids[root] { return id }
            ids[root] = roots.count
            roots.append(root)
            return roots.count - 1
        }
        if roots.isEmpty { return [:] }
        var tables = [PackageNames](repeating: PackageNames(), count: roots.count)
        for name in index.protocolOrder where name != MockDefaultsDeclaration.protocolName {
            let found = index.protocols[name]!
            // Each package's first declaration (its place in `found`), in the files' order.
            var firsts: [(package: Int, at: Int)] = []
            for (k, d) in found.enumerated() {
                let package = packageOf[d.module]
                guard package >= 0 else { continue }
                guard let first = firsts.first(where: { $0.package == package }) else {
                    firsts.append((package, k))
                    tables[package].protocolNames.insert(name)
                    tables[package].protocols[name] = (d.declaration, d.file)
                    continue
                }
                let a = found[first.at]
                guard tables[package].protocols[name] != nil else { continue }
                if !files[d.file].bytes[d.declaration.range].elementsEqual(files[a.file].bytes[a.declaration.range]) {
                    tables[package].protocols[name] = nil
                }
            }
        }
        for name in index.aliasOrder {
            var seen: [Int] = [], disagree: [Int] = []
            for a in index.aliases[name]! {
                let package = packageOf[a.module]
                guard package >= 0, !disagree.contains(package) else { continue }
                if seen.contains(package) {
                    if tables[package].aliases[name] != a.aliased { disagree.append(package); tables[package].aliases[name] = nil }
                } else {
                    seen.append(package)
                    tables[package].aliases[name] = a.aliased
                }
            }
        }
        for (name, showing) in index.equatableIn {
            var packages: [Int] = []
            for m in showing where packageOf[m] >= 0 && !packages.contains(packageOf[m]) { packages.append(packageOf[m]) }
            if packages.isEmpty { continue }
            if let declaring = index.declaredIn[name] {
                for m in declaring where !showing.contains(m) { packages.removeAll { $0 == packageOf[m] } }
            }
            for package in packages { tables[package].equatable.insert(name) }
        }
        return Dictionary(uniqueKeysWithValues: zip(roots, tables))
    }

    /// What `scoped(toModule:)` reads, by module and by name, made once with the context (a view made from every
    /// file's facts again took more than a `mock --all` run over swift-nio's 44 targets did itself).
    struct ModuleIndex: Sendable {
        /// The modules, each once (a module is named below by its place here); each module's files (indices in
        /// `files`, in order).
        var modules: [String] = []
        var ids: [String: Int] = [:]
        var files: [String: [Int]] = [:]
        /// Protocol name → its declarations, in the files' order.
        var protocols: [String: [(declaration: Declaration, file: Int, module: Int)]] = [:]
        var protocolOrder: [String] = []
        var aliases: [String: [(module: Int, aliased: String)]] = [:]
        var aliasOrder: [String] = []
        /// Type name → the modules showing it `Equatable`; → the modules declaring it (parsed or not).
        var equatableIn: [String: [Int]] = [:]
        var declaredIn: [String: [Int]] = [:]
        /// Package root → what its targets agree on (`packageNames`).
        var packages: [String: PackageNames] = [:]

        private mutating func id(_ module: String) -> Int {
            if let id = ids[module] { return id }
            ids[module] = modules.count
            modules.append(module)
            files[module] = []
            return modules.count - 1
        }

        private static func adding(_ id: Int, to list: inout [Int]) {
            if list.last != id && !list.contains(id) { list.append(id) }
        }

        init(modules: [String], facts: [FileFacts], unparsedTypes: [String: Set<String>]) {
            for (i, (module, facts)) in zip(modules, facts).enumerated() {
                let m = id(module)
                files[module]!.append(i)
                for d in facts.protocols {
                    if protocols[d.name] == nil { protocolOrder.append(d.name) }
                    protocols[d.name, default: []].append((d, i, m))
                }
                for alias in facts.typeAliases {
                    if aliases[alias.name] == nil { aliasOrder.append(alias.name) }
                    aliases[alias.name, default: []].append((m, alias.aliased))
                }
                for name in facts.equatableTypes { Self.adding(m, to: &equatableIn[name, default: []]) }
                for name in facts.declaredTypes { Self.adding(m, to: &declaredIn[name, default: []]) }
            }
            for (module, names) in unparsedTypes.sorted(by: { $0.key < $1.key }) {
                let m = id(module)
                for name in names { Self.adding(m, to: &declaredIn[name, default: []]) }
            }
        }
    }

    /// The names declared by `struct`, `class`, `enum`, `actor`, `protocol` and `typealias` in a file's bytes,
    /// read without parsing (a word in a comment or a string counts too: a name too many only makes a type of
    /// another target not `Equatable`, the answer that compiles). For the files of a package that are not parsed
    /// (`Engine.mayMatterToMocks`).
    public static func declaredTypeNames(_ bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        func isIdent(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        let keywords: [[UInt8]] = ["struct", "class", "enum", "actor", "protocol", "typealias"].map { Array($0.utf8) }
        let count = bytes.count
        var i = 0
        while i < count {
            let b = bytes[i]
            // Only a word starting with one of the keywords' first letters, at a word's start.
            guard b == UInt8(ascii: "s") || b == UInt8(ascii: "c") || b == UInt8(ascii: "e") || b == UInt8(ascii: "a")
                    || b == UInt8(ascii: "p") || b == UInt8(ascii: "t"), i == 0 || !isIdent(bytes[i - 1]) else { i += 1; continue }
            var matched = 0
            for k in keywords where i + k.count < count && bytes[i] == k[0] {
                var equal = true
                for j in 1..<k.count where bytes[i + j] != k[j] { equal = false; break }
                if equal && !isIdent(bytes[i + k.count]) { matched = k.count; break }
            }
            guard matched > 0 else { i += 1; continue }
            var j = i + matched
            while j < count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") || bytes[j] == UInt8(ascii: "\n") || bytes[j] == UInt8(ascii: "\r") { j += 1 }
            if j < count, bytes[j] == UInt8(ascii: "`") { j += 1 }
            let start = j
            while j < count, isIdent(bytes[j]) { j += 1 }
            if j > start { names.insert(String(decoding: bytes[start..<j], as: UTF8.self)) }
            i = max(j, i + 1)
        }
        return names
    }

    /// The context of `files`, from what each says (`facts[i]` is `FileFacts(files[i])`): a caller may read
    /// the files' facts on every core (reading them one file after another was a thirtieth of `mock --all`,
    /// on one core while the other waited); they are added here in the files' order, the first declaration
    /// of a name winning as before.
    public init(files: [SourceFile], facts: [FileFacts]) {
        precondition(files.count == facts.count, "one FileFacts per file")
        self.files = []
        for (file, facts) in zip(files, facts) { add(file, facts, overriding: false) }
    }

    /// What one file adds to a context: its protocols, top-level type aliases, the types it shows `Equatable`
    /// and the protocols it has generated mocks of, in the order the file declares them.
    public struct FileFacts: Sendable {
        var protocols: [Declaration] = []
        var typeAliases: [(name: String, aliased: String)] = []
        var equatableTypes: [String] = []
        var mockedProtocols: [String] = []
        /// The simple names of the types, protocols and type aliases the file declares (`scoped(toModule:)`).
        var declaredTypes: [String] = []

        public init(_ file: SourceFile) { self.init(file, readingMocks: true) }

        /// `readingMocks: false` for a file of another target than every view's it is read for: its generated
        /// mocks are not seen there (`scoped(toModule:)`), and finding them took three fifths of a `check FILE` in
        /// a package whose other targets are mocked.
        public init(_ file: SourceFile, readingMocks: Bool) {
            file.forEachDeclaration { d in
                switch d.kind {
                case .struct, .class, .enum, .actor, .protocol, .typeAlias:
                    declaredTypes.append(String(d.name.split(separator: ".").last ?? Substring(d.name)).withoutWhitespace)
                default: break
                }
                if d.kind == .protocol { protocols.append(d) }
                if d.kind == .typeAlias, let aliased = file.text(d.aliasedType) { typeAliases.append((d.name, aliased)) }
                if MockEquatability.declaresEquatable(d, in: file) {
                    equatableTypes.append(String(d.name.split(separator: ".").last ?? Substring(d.name)).withoutWhitespace)
                }
            }
            if readingMocks { mockedProtocols = Mocking.existingMocks(in: file).map(\.protocolName) }
        }
    }

    private mutating func add(_ file: SourceFile, _ facts: FileFacts, overriding: Bool) {
        let index = files.count
        files.append(file)
        if !modules.isEmpty { modules.append("") }
        allFacts.append(facts)
        record(facts, at: index, overriding: overriding)
        guard let borrowing else { return }
        for name in facts.declaredTypes where !facts.equatableTypes.contains(name) && !revokedEquatable.contains(name)
            && borrowing.isEquatable(name) {
            equatableTypes.remove(name)
            revokedEquatable.insert(name)
        }
    }

    /// What the file at `index` of `files` says, added to the look-up tables.
    private mutating func record(_ facts: FileFacts, at index: Int, overriding: Bool) {
        for d in facts.protocols where overriding || protocols[d.name] == nil {
            protocols[d.name] = (d, index)
            protocolNames.insert(d.name)
        }
        if facts.protocols.contains(where: { $0.name == MockDefaultsDeclaration.protocolName }) { defaultsDeclarations.insert(index) }
        for alias in facts.typeAliases where overriding || typeAliases[alias.name] == nil {
            typeAliases[alias.name] = alias.aliased
        }
        equatableTypes.formUnion(facts.equatableTypes)
        mockedProtocols.formUnion(facts.mockedProtocols)
    }

    /// The context in which every mockable protocol of `files` counts as mocked, for `Mocking.generateAll`
    /// over several files (`stubble mock --all`): a mock may then use the mock of a protocol declared in a
    /// file handled later in the run as a default value, just as the `check` after the run will, so the run
    /// leaves no mock out of date whatever the order of its files.
    ///
    /// `readings`: `readMocks(of:)` of each file, in this context (a caller may find them on every core and hand
    /// them to `Mocking.generateAll` too); nil to read them here.
    public func anticipatingMocks(in files: [SourceFile], readings: [Mocking.MockFileReading]? = nil) -> MockContext {
        let readings = readings ?? files.map { readMocks(of: $0) }
        let copy = anticipatingMocks(readings: readings)
        guard copy.protocolEntry(MockDefaultsDeclaration.protocolName) == nil else { return copy }
        // Drafted with the default options, one file at a time until the first that needs the declaration.
        for (file, reading) in zip(files, readings) {
            let draft = Mocking.draftAll(in: file, context: copy, options: MockOptions(), read: reading)
            if copy.needsDefaultsDeclaration(draft, in: file) { return copy.withDefaultsHome(file) }
        }
        return copy
    }

    /// `anticipatingMocks(in:readings:)` without its defaults home: what every file's `Mocking.draftAll` reads.
    /// `readings`: `readMocks(of:)` of the run's files, in this context.
    public func anticipatingMocks(readings: [Mocking.MockFileReading]) -> MockContext {
        var copy = self
        for reading in readings {
            copy.anticipatedMocks.formUnion(reading.mockable)
        }
        return copy
    }

    /// This context (`anticipatingMocks(readings:)`) with the defaults home `anticipatingMocks(in:readings:)`
    /// gives it, from the drafts of the run's files made in this context with the default options
    /// (`MockOptions()`; the home is chosen by what those write).
    public func choosingDefaultsHome(in files: [SourceFile], drafts: [Mocking.MockFileDraft]) -> MockContext {
        guard protocolEntry(MockDefaultsDeclaration.protocolName) == nil else { return self }
        for (file, draft) in zip(files, drafts) where needsDefaultsDeclaration(draft, in: file) {
            return withDefaultsHome(file)
        }
        return self
    }

    /// This context as one module of a run over several sees `StubbleDefaultProvidable`: declared only when one of
    /// the files at `fileIndices` (indices in `files`: that module's) declares it. An internal protocol of one
    /// SwiftPM target is not seen by another, so each target that needs it declares it once
    /// (`choosingDefaultsHome` on the result, with that module's files).
    public func withDefaultsDeclaredOnlyIn(files fileIndices: Set<Int>) -> MockContext {
        let name = MockDefaultsDeclaration.protocolName
        guard protocolEntry(name) != nil, defaultsDeclarations.isDisjoint(with: fileIndices) else { return self }
        var copy = self
        copy.protocols[name] = nil
        copy.protocolNames.remove(name)
        return copy
    }

    /// Whether the file as the draft leaves it (finished in this context, which has no home) asks for a provided
    /// default.
    private func needsDefaultsDeclaration(_ draft: Mocking.MockFileDraft, in file: SourceFile) -> Bool {
        MockDefaultsDeclaration.uses(Mocking.apply(Mocking.finishAll(draft, in: file, context: self).edits, to: file.bytes))
    }

    private func withDefaultsHome(_ file: SourceFile) -> MockContext {
        var copy = self
        copy.defaultsHome = file.bytes
        return copy
    }

    /// What the protocols of `file` read as in this context, for `anticipatingMocks` and `Mocking.generateAll`.
    public func readMocks(of file: SourceFile) -> Mocking.MockFileReading {
        Mocking.reading(file, context: self)
    }

    /// The context with `file` first in line for look-ups (when it is not already one of the files).
    func including(_ file: SourceFile) -> MockContext {
        if files.contains(where: { $0.bytes.count == file.bytes.count && $0.bytes == file.bytes }) { return self }
        var copy = self
        copy.add(file, FileFacts(file), overriding: true)
        return copy
    }

    /// The declaration of protocol `name` this context sees: its own files', else (a module's view) the one the
    /// package's other targets agree on.
    func protocolEntry(_ name: String) -> (declaration: Declaration, file: Int)? {
        if let found = protocols[name] { return found }
        return borrowing?.protocolEntry(name)
    }

    /// What type alias `name` stands for in this context (as `protocolEntry`).
    func typeAlias(_ name: String) -> String? {
        if let found = typeAliases[name] { return found }
        return borrowing?.typeAlias(name)
    }

    /// The types this context shows `Equatable`, for a mock's generator.
    var equatableLookup: EquatableLookup {
        EquatableLookup(names: equatableTypes, revoked: revokedEquatable, borrowing: borrowing)
    }

    /// The protocols this context knows by name, for a mock's generator.
    var protocolNameLookup: ProtocolNameLookup { ProtocolNameLookup(names: protocolNames, borrowing: borrowing) }

    func lookup(_ name: String) -> (declaration: Declaration, file: SourceFile)? {
        if let found = protocolEntry(name) { return (found.declaration, files[found.file]) }
        return MockContext.standardProtocols[name].map { ($0, MockContext.standardLibrary) }
    }

    /// The standard library's protocols a mock can satisfy, written as the requirements a class must
    /// implement (requirements with default implementations are left out). Consulted after the user's files.
    static let standardLibraryText = """
    protocol Decodable { init(from decoder: any Swift.Decoder) throws }
    protocol Encodable { func encode(to encoder: any Swift.Encoder) throws }
    protocol Codable: Decodable, Encodable {}
    protocol CaseIterable { static var allCases: [Self] { get } }
    protocol Comparable: Equatable { static func < (lhs: Self, rhs: Self) -> Bool }
    protocol Error: Sendable {}
    protocol LocalizedError: Error {}
    protocol RawRepresentable {
        associatedtype RawValue
        init?(rawValue: RawValue)
        var rawValue: RawValue { get }
    }
    protocol CustomStringConvertible { var description: String { get } }
    protocol CustomDebugStringConvertible { var debugDescription: String { get } }
    protocol CustomReflectable { var customMirror: Mirror { get } }
    protocol TextOutputStream { mutating func write(_ string: String) }
    protocol Executor: AnyObject, Sendable { func enqueue(_ job: consuming ExecutorJob) }
    protocol SerialExecutor: Executor {}
    protocol TaskExecutor: Executor {}
    """
    static let standardLibrary = SourceFile(standardLibraryText)
    static let standardProtocols: [String: Declaration] = {
        var result: [String: Declaration] = [:]
        for d in standardLibrary.declarations where d.kind == .protocol { result[d.name] = d }
        return result
    }()
}

enum ProtocolReader {
    /// Protocols that add nothing a class must implement.
    static let markerProtocols: Set<String> = ["Sendable", "AnyObject", "Copyable", "Escapable", "SendableMetatype",
                                               "Identifiable", "Swift.Sendable", "class", "Any"]

    static func read(_ decl: Declaration, in file: SourceFile, context: MockContext) -> Result<MockedProtocol, MockProblem> {
        var result = MockedProtocol(name: decl.name, access: accessOf(decl), globalActor: nil, isActor: false,
                                    isSendable: false, associatedTypes: [], whereClause: nil, requirements: [])
        func fail(_ reason: String, missing: Bool = false) -> Result<MockedProtocol, MockProblem> {
            .failure(MockProblem(protocolName: decl.name, reason: reason, range: nonEmpty(decl.nameRange, decl.range), isMissingProtocol: missing))
        }
        if decl.attribute(named: "objc") != nil {
            return fail("'@objc' protocols need an NSObject mock, which Stubble does not generate")
        }
        var visited: Set<String> = []
        var missing: [String] = []
        // The requirements added so far, by head and condition (`MockCoverage.head`: equal keys have equal heads).
        // A requirement whose head no other has is no restatement, and its full key is not made (making every
        // requirement's key was a quarter of reading the protocols).
        var byHead: [String: [Int]] = [:]
        var problem: String?
        var aliasDepth = 0
        var inheritsIdentifiable = false
        /// One inheritance clause entry (`A & B` allowed): marker protocols, the standard ones the generator
        /// satisfies itself, or a protocol (or typealias of protocols) from the context.
        func inherit(_ text: String) {
            for part in text.split(separator: "&").map({ String($0).mockTrimmed() }) {
                var name = part
                if name.hasPrefix("Swift.") { name = String(name.dropFirst(6)) }
                if name.hasPrefix("~") { continue }
                if markerProtocols.contains(name) {
                    if name == "Sendable" { result.isSendable = true }
                    if name == "Identifiable" { inheritsIdentifiable = true }
                    continue
                }
                switch name {
                case "Actor", "_Concurrency.Actor":
                    result.isActor = true
                    result.isSendable = true
                    continue
                case "Equatable":
                    result.refinesEquatable = true
                    continue
                case "Hashable":
                    result.refinesEquatable = true
                    result.refinesHashable = true
                    continue
                default:
                    break
                }
                let lookupName = name.split(separator: "<").first.map(String.init) ?? name
                let shortName = lookupName.split(separator: ".").last.map(String.init) ?? lookupName
                if let found = context.lookup(lookupName) ?? context.lookup(shortName) {
                    collect(found.declaration, found.file, isRoot: false)
                } else if let aliased = context.typeAlias(lookupName) ?? context.typeAlias(shortName),
                          aliasDepth < 8 {
                    // A typealias of protocols: read what it stands for.
                    aliasDepth += 1
                    inherit(aliased)
                    aliasDepth -= 1
                } else {
                    missing.append(name)
                }
            }
        }
        func collect(_ d: Declaration, _ f: SourceFile, isRoot: Bool) {
            guard visited.insert(d.name).inserted else { return }
            if result.globalActor == nil {
                result.globalActor = d.attributes.first(where: { $0.name == "MainActor" || ($0.name.hasSuffix("Actor") && $0.arguments == nil) })
                    .map { "@" + $0.name }
            }
            if let w = d.whereClause {
                let text = stripWhere(f.text(w))
                if TypeText.mentionedIdentifiers(text).contains("Self") && !text.contains("Self.") {
                    problem = problem ?? "its 'where' clause constrains 'Self', which a generated class cannot express"
                }
                result.whereClause = [result.whereClause, text].compactMap { $0 }.joined(separator: ", ")
            }
            // The protocol's own requirements first, then those it inherits.
            readMembers(d, f)
            if !isRoot, f.bytes != file.bytes, f.bytes != MockContext.standardLibrary.bytes {
                for i in f.declarations where i.kind == .import && i.attribute(named: "testable") == nil {
                    // As written, so `public import Logging` stays public (a public mock's API may need it).
                    let statement = f.text(i.range).split(whereSeparator: { $0 == "\n" }).joined(separator: " ")
                    if !result.imports.contains(statement) { result.imports.append(statement) }
                }
            }
            for inherited in d.inheritance { inherit(f.text(inherited)) }
        }
        var condition: String?
        func addRequirement(_ r: MockRequirement) {
            result.declared.append(r)
            let head = MockCoverage.head(r) + "#" + (condition ?? "")
            let sameHead = byHead[head] ?? []
            // The first requirement with the same key and condition (those have the same head).
            var found: Int? = nil
            if !sameHead.isEmpty {
                let key = requirementKey(r)
                found = sameHead.first { result.conditions[$0] == condition && requirementKey(result.requirements[$0]) == key }
            }
            guard let index = found else {
                byHead[head, default: []].append(result.requirements.count)
                result.requirements.append(r)
                result.conditions.append(condition)
                return
            }
            // The same property or subscript required twice (`{ get }` in one protocol, `{ get set }` in
            // another): one witness must satisfy both, so it gets a setter if either asks, and effects on
            // its getter only if both allow them.
            switch (result.requirements[index], r) {
            case (.property(var old), .property(let new)):
                old.hasSetter = old.hasSetter || new.hasSetter
                old.getterIsAsync = old.getterIsAsync && new.getterIsAsync
                if new.getterThrows == .none { old.getterThrows = .none }
                result.requirements[index] = .property(old)
            case (.subscriptRequirement(var old), .subscriptRequirement(let new)):
                old.hasSetter = old.hasSetter || new.hasSetter
                old.getterIsAsync = old.getterIsAsync && new.getterIsAsync
                if new.getterThrows == .none { old.getterThrows = .none }
                result.requirements[index] = .subscriptRequirement(old)
            case (.method(var old), .method(let new)):
                // The same method restated with other effects (`throws` in one protocol, not in another): the
                // witness throws only what both allow.
                if MockCoverage.throwsWithin(new.throwsClause, old.throwsClause) { old.throwsClause = new.throwsClause }
                // Overloads apart only by parameter ownership (`consuming`, `sending`) are one requirement to a
                // conformer: two witnesses would each match both ("multiple matching functions"); one witness
                // taking the plain parameter meets both.
                if old.parameters != new.parameters { old.parameters = MockCoverage.withoutOwnership(old.parameters) }
                result.requirements[index] = .method(old)
            default:
                break
            }
        }
        func readMembers(_ d: Declaration, _ f: SourceFile) {
            readMembers(d.members, f)
        }
        func readMembers(_ members: [Declaration], _ f: SourceFile) {
            for member in members {
                switch member.kind {
                case .ifConfig:
                    // Requirements under `#if` get the same condition in the mock: each clause's condition is
                    // its own test and the negation of the clauses before it.
                    guard let config = member.ifConfig else { continue }
                    let outer = condition
                    var previous: [String] = []
                    for clause in config.clauses {
                        var parts = previous.map { "!" + conditionAtom($0) }
                        let own = f.text(clause.condition)?.mockTrimmed()
                        if let own {
                            parts.append(conditionAtom(own))
                            previous.append(own)
                        }
                        if let outer { parts.insert(conditionAtom(outer), at: 0) }
                        if parts.count == 1, outer == nil, previous.count == 1, let own {
                            condition = own
                        } else {
                            condition = parts.isEmpty ? outer : parts.joined(separator: " && ")
                        }
                        if clause.declarations.contains(where: { $0.kind == .associatedType }) {
                            problem = problem ?? "associated types inside '#if' are not supported"
                        }
                        readMembers(clause.declarations, f)
                    }
                    condition = outer
                case .associatedType:
                    let constraint = member.inheritance.isEmpty ? nil : member.inheritance.map { f.text($0) }.joined(separator: " & ")
                    var whereText = member.whereClause.map { stripWhere(f.text($0)) }
                    if let index = result.associatedTypes.firstIndex(where: { $0.name == member.name }) {
                        // Declared again by another refined protocol (`associatedtype T = Int` in one,
                        // `associatedtype T: StringProtocol` in another): the mock's parameter meets both.
                        var merged = result.associatedTypes[index]
                        if let constraint, merged.constraint.map({ TypeText.splitTopLevel($0, separator: "&").contains(constraint) }) != true {
                            merged.constraint = [merged.constraint, constraint].compactMap { $0 }.joined(separator: " & ")
                        }
                        if let w = whereText, w != merged.whereClause {
                            merged.whereClause = [merged.whereClause, w].compactMap { $0 }.joined(separator: ", ")
                        }
                        result.associatedTypes[index] = merged
                        continue
                    }
                    if let w = whereText, TypeText.renaming(w, [:]).contains("Self") { whereText = TypeText.renaming(w, [:]) }
                    if let c = constraint, TypeText.mentionedIdentifiers(c).contains("Self") {
                        problem = problem ?? "associated type '\(member.name)' is constrained by 'Self'"
                    }
                    if let w = whereText, TypeText.mentionedIdentifiers(w).contains("Self") {
                        problem = problem ?? "associated type '\(member.name)' is constrained by 'Self'"
                    }
                    result.associatedTypes.append(MockAssociatedType(name: member.name, constraint: constraint, whereClause: whereText))
                case .function:
                    guard let sig = member.signature else { continue }
                    if !isIdentifierName(member.name) {
                        problem = problem ?? "operator requirement '\(member.name)' is not supported"
                        continue
                    }
                    if let why = unsupported(sig.parameters, generic: f.text(member.genericParameters), whereClause: f.text(member.whereClause), in: f) {
                        problem = problem ?? "'\(member.name)': \(why)"
                        continue
                    }
                    addRequirement(.method(MockMethod(
                        name: member.name,
                        genericParameters: member.genericParameters.map { stripAngles(f.text($0)) },
                        parameters: sig.parameters.map { parameter($0, in: f) },
                        isAsync: sig.effects.isAsync,
                        throwsClause: throwsClause(sig.effects, in: f),
                        returnType: f.text(sig.returnType),
                        whereClause: member.whereClause.map { stripWhere(f.text($0)) },
                        isStatic: member.hasModifier("static") || member.hasModifier("class"),
                        attributes: witnessAttributes(member, in: f),
                        isNonisolated: member.hasModifier("nonisolated"))))
                case .initializer:
                    guard let sig = member.signature else { continue }
                    if let why = unsupported(sig.parameters, generic: f.text(member.genericParameters), whereClause: f.text(member.whereClause), in: f) {
                        problem = problem ?? "'init': \(why)"
                        continue
                    }
                    addRequirement(.initializer(MockInitializer(
                        genericParameters: member.genericParameters.map { stripAngles(f.text($0)) },
                        parameters: sig.parameters.map { parameter($0, in: f) },
                        whereClause: member.whereClause.map { stripWhere(f.text($0)) })))
                case .subscript:
                    guard let sig = member.signature, let returnType = f.text(sig.returnType) else { continue }
                    if let why = unsupported(sig.parameters, generic: f.text(member.genericParameters), whereClause: f.text(member.whereClause), in: f) {
                        problem = problem ?? "'subscript': \(why)"
                        continue
                    }
                    let accessors = member.accessorBlock?.accessors ?? []
                    let getter = accessors.first { $0.kind == .get }
                    addRequirement(.subscriptRequirement(MockSubscript(
                        genericParameters: member.genericParameters.map { stripAngles(f.text($0)) },
                        parameters: sig.parameters.map { parameter($0, in: f) },
                        returnType: returnType,
                        whereClause: member.whereClause.map { stripWhere(f.text($0)) },
                        isStatic: member.hasModifier("static") || member.hasModifier("class"),
                        hasSetter: accessors.contains { $0.kind == .set },
                        getterIsAsync: getter?.effects.isAsync ?? false,
                        getterThrows: getter.map { throwsClause($0.effects, in: f) } ?? .none)))
                case .variable:
                    guard let variable = member.variable else { continue }
                    for binding in variable.bindings {
                        guard let name = f.text(binding.name), let type = f.text(binding.typeAnnotation) else {
                            problem = problem ?? "a property without a name or type"
                            continue
                        }
                        let accessors = binding.accessorBlock?.accessors ?? []
                        let getter = accessors.first { $0.kind == .get }
                        addRequirement(.property(MockProperty(
                            name: name, type: type,
                            isStatic: member.hasModifier("static") || member.hasModifier("class"),
                            hasSetter: accessors.contains { $0.kind == .set },
                            getterIsAsync: getter?.effects.isAsync ?? false,
                            getterThrows: getter.map { throwsClause($0.effects, in: f) } ?? .none,
                            isNonisolated: member.hasModifier("nonisolated"))))
                    }
                default:
                    continue
                }
            }
        }
        collect(decl, file, isRoot: true)
        if !missing.isEmpty {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            return fail("cannot find \(list) (refined by '\(decl.name)') in the files given; pass the file that declares it", missing: true)
        }
        if let problem { return fail(problem) }
        if inheritsIdentifiable { pinIdentifiableID(&result) }
        pinConcreteAssociatedTypes(&result)
        if let w = result.whereClause, !result.associatedTypes.contains(where: { $0.concreteType == nil }) {
            // A class that is not generic cannot have a `where` clause; what it constrains is not the mock's.
            return fail("its 'where' clause ('\(w)') constrains a type the mock does not declare")
        }
        if result.associatedTypes.contains(where: { $0.concreteType == nil }), result.requirements.contains(where: isStatic) {
            return fail("static requirements cannot be stored in a generic mock (its associated types make it generic)")
        }
        if result.isActor, result.globalActor != nil { result.globalActor = nil }
        return .success(result)
    }

    /// A condition as an operand of `&&` or `!`: parenthesized unless it is a single term like `os(Linux)`.
    static func conditionAtom(_ condition: String) -> String {
        let c = condition.mockTrimmed()
        let simple = !c.contains(" ") && !c.contains("&&") && !c.contains("||") && !c.hasPrefix("!")
        return simple ? c : "(\(c))"
    }

    /// Attributes a witness repeats: `@discardableResult`, and `@available` (a witness may need the same
    /// availability as its requirement on Apple platforms).
    static func witnessAttributes(_ member: Declaration, in file: SourceFile) -> [String] {
        member.attributes.filter { $0.name == "discardableResult" || $0.name == "available" }.map { file.text($0.range) }
    }

    /// `Identifiable` is a marker (a class gets `id` from the standard library) unless the protocol fixes its `ID`:
    /// `protocol Entity: Identifiable where ID == String` needs `typealias ID = String` and `var id: String`.
    static func pinIdentifiableID(_ result: inout MockedProtocol) {
        guard !result.associatedTypes.contains(where: { $0.name == "ID" }), let clause = result.whereClause else { return }
        for part in TypeText.splitTopLevel(clause) {
            guard let eq = Substring(part).mockRange(of: "==") else { continue }
            let sides = [String(part[..<eq.lowerBound]), String(part[eq.upperBound...])].map { TypeText.renaming($0, [:]).mockTrimmed() }
            guard let idSide = sides.firstIndex(of: "ID") else { continue }
            let concrete = sides[1 - idSide]
            if TypeText.mentions(concrete, anyOf: ["Self", "ID"]) { continue }
            result.associatedTypes.append(MockAssociatedType(name: "ID", constraint: nil, whereClause: nil))
            let declaresID = result.requirements.contains {
                if case .property(let p) = $0 { return !p.isStatic && MockKeywords.bare(p.name) == "id" }
                return false
            }
            if !declaresID {
                let id = MockRequirement.property(MockProperty(name: "id", type: concrete, isStatic: false, hasSetter: false,
                                                               getterIsAsync: false, getterThrows: .none))
                result.requirements.append(id)
                result.conditions.append(nil)
                result.declared.append(id)
            }
            return
        }
    }

    /// `where A == Concrete` (on the protocol or on `A`) makes `A` a typealias of the mock, not a generic
    /// parameter: a generic parameter cannot be constrained to a concrete type.
    static func pinConcreteAssociatedTypes(_ result: inout MockedProtocol) {
        let names = Set(result.associatedTypes.map(\.name))
        func pin(_ clause: String?) -> String? {
            guard let clause else { return nil }
            var kept: [String] = []
            for part in TypeText.splitTopLevel(clause) {
                var sides: [String] = []
                if let eq = Substring(part).mockRange(of: "==") {
                    sides = [String(part[..<eq.lowerBound]), String(part[eq.upperBound...])].map { TypeText.renaming($0, [:]).mockTrimmed() }
                }
                if sides.count == 2 {
                    for (lhs, rhs) in [(sides[0], sides[1]), (sides[1], sides[0])] where names.contains(lhs)
                        && !TypeText.mentions(rhs, anyOf: names.union(["Self"])) {
                        if let index = result.associatedTypes.firstIndex(where: { $0.name == lhs }) {
                            result.associatedTypes[index].concreteType = rhs
                        }
                    }
                    if result.associatedTypes.contains(where: { $0.concreteType != nil && ($0.name == sides[0] || $0.name == sides[1]) }) {
                        continue
                    }
                }
                kept.append(part)
            }
            return kept.isEmpty ? nil : kept.joined(separator: ", ")
        }
        result.whereClause = pin(result.whereClause)
        for index in result.associatedTypes.indices {
            result.associatedTypes[index].whereClause = pin(result.associatedTypes[index].whereClause)
        }
    }

    static func isStatic(_ r: MockRequirement) -> Bool {
        switch r {
        case .method(let m): return m.isStatic
        case .property(let p): return p.isStatic
        case .subscriptRequirement(let s): return s.isStatic
        case .initializer: return false
        }
    }

    static func nonEmpty(_ range: Range<Int>, _ fallback: Range<Int>) -> Range<Int> {
        if !range.isEmpty { return range }
        if !fallback.isEmpty { return fallback }
        return range.lowerBound..<(range.lowerBound + 1)
    }

    static func isIdentifierName(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return first == "`" || TypeText.isIdentifierStart(first)
    }

    static func unsupported(_ parameters: [Parameter], generic: String?, whereClause: String? = nil, in file: SourceFile) -> String? {
        if let generic, TypeText.tokens(generic).contains(where: { $0.text == "each" }) {
            return "parameter packs cannot be stored in a hook"
        }
        // A generic parameter that suppresses `Copyable` or `Escapable` (swift-configuration's
        // `watchValue<Return: ~Copyable>`) cannot pass through a hook that takes and gives `Any`: such a value cannot
        // be cast, nor boxed.
        for clause in [generic, whereClause] {
            guard let clause, clause.contains("~") else { continue }
            let tokens = TypeText.tokens(clause).map(\.text).filter { $0 != " " }
            if zip(tokens, tokens.dropFirst()).contains(where: { $0 == "~" && ($1 == "Copyable" || $1 == "Escapable") }) {
                return "a generic parameter that is '~Copyable' or '~Escapable' cannot pass through a type-erased hook"
            }
        }
        for p in parameters {
            if p.specifiers.contains(where: { file.text($0) == "isolated" }) { return "'isolated' parameters are not supported" }
            guard let t = file.text(p.type) else { continue }
            // ASCII text (nearly every type) by its bytes: `String.contains` searched `Character` by `Character`
            // (a twentieth of `mock --all`), and a token `repeat` or `each` is those bytes.
            let ascii = !t.utf8.contains { $0 >= 0x80 }
            if ascii ? TypeText.containsBytes(t, "~Copyable") || TypeText.containsBytes(t, "~Escapable")
                     : t.contains("~Copyable") || t.contains("~Escapable") {
                return "noncopyable parameters cannot be recorded"
            }
            if !ascii || TypeText.containsBytes(t, "repeat") || TypeText.containsBytes(t, "each"),
               TypeText.tokens(t).contains(where: { $0.text == "repeat" || $0.text == "each" }) {
                return "parameter packs cannot be stored in a hook"
            }
        }
        return nil
    }

    static func accessOf(_ decl: Declaration) -> String {
        for keyword in ["public", "open", "package", "fileprivate", "private", "internal"] where decl.hasModifier(keyword) {
            return keyword == "internal" ? "" : keyword
        }
        return ""
    }

    static func parameter(_ p: Parameter, in file: SourceFile) -> MockParameter {
        let first = file.text(p.firstName)
        let second = file.text(p.secondName)
        var label: String?
        var name: String?
        if let second {
            label = first
            name = second == "_" ? nil : second
        } else if first == "_" {
            label = "_"
            name = nil
        } else {
            label = nil
            name = first
        }
        return MockParameter(label: label, name: name, type: file.text(p.type) ?? "Any", isVariadic: p.isVariadic)
    }

    static func throwsClause(_ e: Effects, in file: SourceFile) -> ThrowsClause {
        switch e.throwsKind {
        case .none: return .none
        case .throws: return .throwsAny
        case .rethrows: return .rethrowing
        case .typed: return e.thrownType.map { .typed(file.text($0)) } ?? .throwsAny
        }
    }

    static func stripAngles(_ text: String) -> String {
        var t = text.mockTrimmed()
        if t.hasPrefix("<") { t.removeFirst() }
        if t.hasSuffix(">") { t.removeLast() }
        return t.mockTrimmed()
    }

    static func stripWhere(_ text: String) -> String {
        var t = text.mockTrimmed()
        if t.hasPrefix("where") { t = String(t.dropFirst(5)) }
        return t.mockTrimmed()
    }

    /// Two requirements with the same key are the same requirement (a refinement restating its parent's): the full
    /// signature, generic constraints and `async` included, so that overloads differing only by those stay apart.
    static func requirementKey(_ r: MockRequirement) -> String {
        MockCoverage.key(r)
    }
}

/// A set of names a mock's generator asks about (`MockEquatability.isEquatable`).
protocol MockNameSet {
    func contains(_ name: String) -> Bool
}

extension Set: MockNameSet where Element == String {}

/// The types a context shows `Equatable` (`MockContext.equatableLookup`): its own, then in a module's view those the
/// package's other targets agree on, save the revoked ones. A generator inserts and removes its associated types.
struct EquatableLookup: MockNameSet, Sendable {
    var names: Set<String>
    var revoked: Set<String> = []
    var borrowing: MockContext.Borrowing? = nil

    func contains(_ name: String) -> Bool {
        if names.contains(name) { return true }
        guard let borrowing, !revoked.contains(name) else { return false }
        return borrowing.isEquatable(name)
    }

    mutating func insert(_ name: String) { names.insert(name) }

    mutating func remove(_ name: String) {
        names.remove(name)
        if borrowing != nil { revoked.insert(name) }
    }
}

/// The protocols a context knows by name (`MockContext.protocolNameLookup`): its own, then in a module's view those
/// of the package's other targets.
struct ProtocolNameLookup: MockNameSet, Sendable {
    var names: Set<String>
    var borrowing: MockContext.Borrowing? = nil

    func contains(_ name: String) -> Bool {
        names.contains(name) || (borrowing?.hasProtocol(name) ?? false)
    }
}
