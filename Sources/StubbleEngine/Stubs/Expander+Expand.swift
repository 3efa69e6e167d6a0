// Expanding one declaration: where its pieces go, its storage, and the wrapping of generated lines.

import StubbleSyntax

extension Expander {
    enum ContainerKind { case global, classLike, structLike, actor, other }

    func container(of d: OutlineDecl) -> OutlineDecl? { d.parent }

    func expand(_ d: OutlineDecl, options: StubOptions, hook: String?) -> Result<[Insertion], Skip> {
        var parent = d.parent
        // An actor's instance hooks are `nonisolated(unsafe)` stored properties (a test sets them from outside),
        // which Swift refuses in a distributed actor ("'nonisolated' can not be applied to distributed actor
        // stored properties"), and isolated ones could not be read by its nonisolated members nor set by a test.
        if let h = home(of: d), h.kind == .actor, h.modifiers.contains("distributed"), !d.isStatic {
            return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is a distributed actor, whose stored properties (the hooks) cannot be 'nonisolated'", isStubbleError: false))
        }
        if let p = parent, p.kind == .extension {
            guard let h = home(of: d), h.kind != .protocol else {
                let name = p.name.withoutWhitespace
                if case .some(.none) = context.foreignTypes[name] {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(p.name)' is declared in several files, so its hook has no one home", isStubbleError: false))
                }
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is in an extension of '\(p.name)', which is not declared in this file: its hook must live in the type's declaration (Swift does not allow stored properties in extensions); give 'stubble' the file that declares it", isStubbleError: false, unknownHome: home(of: d) == nil))
            }
            // A static hook (see `hookIsStatic`) of a member of an extension in another file than its type lives in
            // that extension (`foreignStaticHooks`); an instance hook in the type's body, which may refuse it.
            if let info = foreignInfo(h), !hookIsStatic(d), let why = remoteRefusal(of: p, in: info, member: d) {
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: " + why, isStubbleError: false))
            }
            if foreignInfo(h) != nil, hookIsStatic(d), genericStaticHome(d) != nil, staticTablePlace(p) == nil {
                return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the static hooks of '\(h.name)' in this file are kept in a table declared after its extension, and the extension's closing brace must end its line", isStubbleError: false))
            }
            // Its hook goes in the type's body, inside the `#if` conditions the extension member is under; the
            // type itself must not be under conditions the member is not (declared in one `#if` clause, extended
            // after `#endif` or from another clause): then no place in its body exists whenever the member does.
            if foreignInfo(h) == nil, conditions(of: d, within: h) == nil {
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is declared more than once, in this file and another, inside '#if' conditions that this extension member is not under, so its hook would have no place that exists whenever it does", isStubbleError: false))
            }
            // Declared in several `#if` clauses here and extended outside them: each declaration holds the hook.
            let others = otherDeclarations(of: h, for: d)
            if !others.isEmpty {
                if h.kind == .struct, !hookIsStatic(d) {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is declared in several '#if' clauses, and its hook would live in a box that each declaration holds, which stubble writes only for a struct declared once", isStubbleError: false))
                }
                if let s = ([h] + others).first(where: { hookHomeInsertion($0) == nil }) {
                    return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: '\(h.name)' is declared in several '#if' clauses, and the closing brace of the one at line \(lineNumber(s.start)) must start its own line to hold the hook", isStubbleError: false))
                }
                if hookIsStatic(d), genericStaticHome(d) != nil, let s = ([h] + others).first(where: { staticTablePlace($0) == nil }) {
                    return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the static hooks of generic '\(h.name)' are kept in a table declared after each of its declarations, and the closing brace of the one at line \(lineNumber(s.start)) must end its line", isStubbleError: false))
                }
            }
            if d.kind == .function, foreignInfo(h) == nil, hookHomeInsertion(h) == nil {
                return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the closing brace of '\(h.name)' must start its own line to hold the hook", isStubbleError: false))
            }
            parent = h
        }
        // A generic type cannot have static stored properties: its static hooks are computed, over a table
        // declared after the type (see `staticTable`).
        if hookIsStatic(d), let g = genericStaticHome(d), foreignInfo(g) == nil, staticTablePlace(g) == nil {
            return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: the static hooks of generic '\(g.name)' are kept in a table declared after it, and its closing brace must end its line", isStubbleError: false))
        }
        // An initializer's hook is the type's (static): no box, so the box rules below do not apply.
        if d.kind == .initializer { return expandInitializer(d, options: options, hook: hook ?? "_init") }
        // A member of an extension of a generic type (constrained or not) keeps its hook in the type's body,
        // which does not see the extension's constraints: `expandFunction` erases the types that need them
        // (see `constrainedNames`).
        // A struct that cannot hold the box (`@frozen`, `BitwiseCopyable`, memory reinterpreted, an
        // initializer assigning `self = …`) keeps its instance hooks outside the value: static hooks, which a
        // generic struct keeps in its table. Across files, that table would go in the type's file.
        // A `ManagedBuffer` subclass is made by `ManagedBuffer.create`, which runs no initializer of its own:
        // a stored hook in it would be memory nobody initialized (swift-service-lifecycle's LockStorage crashed).
        // Written so, or through a type alias or another class of the module (swift-collections'
        // `_HashNode.Storage: _RawHashStorage`, an alias of `ManagedBuffer<…>`: its deinit released a hook nobody set).
        if let parent, parent.kind == .class, !d.isStatic, module.isManagedBuffer(inheritance: parent.inheritance) {
            return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(parent.name)' is a ManagedBuffer subclass, whose instances ManagedBuffer.create makes without running an initializer, so a stored hook in it would be uninitialized memory", isStubbleError: false))
        }
        if let parent, d.kind == .variable, parent.hasAttribute("Observable") || parent.hasAttribute("Model"),
           d.bindings.contains(where: \.isStored) {
            let macro = parent.hasAttribute("Observable") ? "@Observable" : "@Model"
            return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: \(macro) makes it a computed property over storage of its own, which stubs cannot rename; stub the methods that use it", isStubbleError: false))
        }
        if let parent {
            switch parent.kind {
            case .protocol:
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is a protocol requirement; generate a mock for the protocol instead", isStubbleError: false))
            case .enum:
                if !d.isStatic {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is an enum instance member: enums cannot hold hooks", isStubbleError: false))
                }
            default: break
            }
            // Hooks are never encoded: a Codable type gets CodingKeys naming exactly the stored
            // properties its synthesized conformance used (see `codingKeys`). Equatable/Hashable are
            // fine: a struct's hooks live in a box that compares equal.
        }
        switch d.kind {
        case .function: return expandFunction(d, options: options, hook: hook ?? "_" + Self.hookBase(d))
        case .variable:
            // Constrained extensions may declare a property of the same name (`where Input == A` and a fallback
            // for every other `Input`): its hooks (`_getName`) would be declared twice in the type's body. So may
            // a static and an instance property whose hooks are both static (a struct that cannot hold the box).
            if let h = home(of: d), sameNamedProperty(before: d, in: h) != nil {
                return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: '\(h.name)' has another property '\(d.name)' whose hooks take the names its hooks would have", isStubbleError: false))
            }
            return expandProperty(d, options: options)
        case .subscript:
            // A subscript with a getter body is stubbed like a method named `subscript`.
            if let body = d.body, let first = d.statementStarts.first,
               !["get", "set", "_read", "_modify", "read", "modify", "unsafeAddress"].contains(where: { w in
                   let t = text(first..<min(first + w.utf8.count + 1, body.upperBound))
                   return t == w + " " || t == w + "{" || t == w + "\n"
               }) {
                return expandFunction(d, options: options, hook: hook ?? "_subscript")
            }
            if !d.accessors.isEmpty {
                guard d.genericParams == nil else {
                    return .failure(Skip(code: "stubble.unsupported", message: "'\(d.displayName)' is not stubbed: a generic subscript with accessors cannot store its hooks", isStubbleError: false))
                }
                let base = String((hook ?? "_subscript").dropFirst()).capitalizedFirst
                return expandAccessors(d, accessors: d.accessors, params: d.params, type: (d.returnType ?? "Void").oneLine,
                                       getHook: "_get" + base, setHook: "_set" + base,
                                       taken: memberNames(around: d), options: options)
            }
            return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' is not stubbed: it has no body", isStubbleError: false))
        default:
            return .failure(Skip(code: "stubble.skipped", message: "'\(d.displayName)' cannot be stubbed", isStubbleError: false))
        }
    }

    /// Where a declaration's peer lines go: before its attached comments, at the start of a line.
    func peerInsertionPoint(_ d: OutlineDecl) -> Int? {
        var first = d.start
        // Attached comments: contiguous lines right above, no blank line in between.
        for c in d.leadingComments.reversed() {
            guard startsLine(c.start), c.end <= lineStart(first) else { break }
            let between = bytes[c.end..<lineStart(first)]
            let newlines = between.filter { $0 == 0x0A }.count
            if newlines > 1 || between.contains(where: { $0 != 0x0A && $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { break }
            first = c.start
        }
        guard startsLine(first) else { return nil }
        return lineStart(first)
    }

    struct Storage {
        var prefix: String          // e.g. "nonisolated(unsafe) static "
        var computedPrefix: String  // for a computed fallback: "static "
        var sendable: Bool
        /// Instance hooks of a struct live in the struct's `_stubs` box (see `structBox`), so the
        /// memberwise init, synthesized Equatable/Hashable and the struct's size stay as they were.
        var boxed: Bool

        /// Access the hook needs when its type names a private or fileprivate type ("" otherwise).
        var restrictedAccess: [String: String] = [:]
        /// A static hook of a generic type: computed over the type's table (`Expander.staticTableName`), keyed
        /// by the specialisation (`type`, the type's name in its body). `prefix`: its attributes and modifiers.
        var table: (name: String, type: String, prefix: String)? = nil

        /// The hook declaration: a stored optional closure, or a forwarder into the box.
        /// The access a declaration naming `type` needs: "private ", "fileprivate " or "".
        func access(_ type: String) -> String {
            var access = ""
            for (typeName, level) in restrictedAccess where Expander.containsWord(type, typeName) {
                if level == "private" { return "private " }
                access = "fileprivate "
            }
            return access
        }

        /// A record of a spy (`fooCallCount`, `fooInvocations`): a stored property with its initial value, or,
        /// in a struct, a forwarder into the box (so copies share records as they share hooks).
        func record(_ name: String, _ type: String, initial: String, access: String) -> String {
            let attributes = prefix.replacing("@usableFromInline ", with: "")
            guard boxed else { return access + attributes + "var \(name): \(type) = \(initial)" }
            return access + attributes + "var \(name): \(type) { get { _stubs.hooks[\"\(name)\"] as? \(type) ?? \(initial) } nonmutating set { _stubs.hooks[\"\(name)\"] = newValue } }"
        }

        func hook(_ name: String, _ type: String, indent: String) -> String {
            var out = GeneratedText(capacity: indent.utf8.count + prefix.utf8.count + 2 * name.utf8.count + 2 * type.utf8.count + 110)
            writeHook(name, type, indent: indent, into: &out)
            return out.text
        }

        /// `hook(_:_:indent:)` appended to `out`, without its line's end.
        func writeHook(_ name: String, _ type: String, indent: String, into out: inout GeneratedText) {
            let access = restrictedAccess.isEmpty ? "" : access(type)
            // Stored hooks are read on every call: `@exclusivity(unchecked)` spares each read the runtime
            // exclusivity check (swift_beginAccess), which would otherwise be most of a stub's overhead.
            // (Attributes come before modifiers: `@exclusivity(unchecked) fileprivate var`.)
            // (Its last byte dropped: a last Character that is `?` is that one byte. By Characters, `dropLast`
            // counted the whole type for every hook.)
            let dropsQuestionMark = type.utf8.last == UInt8(ascii: "?") && type.hasSuffix("?")
            // A hook of type `Any?` (a generic method's, cast back in the method) is read as it is stored.
            let castsBack = dropsQuestionMark ? type != "Any?" : type != "Any"
            if let table {
                let unwrapped = dropsQuestionMark ? String(decoding: type.utf8.dropLast(), as: UTF8.self) : type
                let cast = castsBack ? " as? " + unwrapped : ""
                let key = "ObjectIdentifier(\(table.type).self)"
                out.add(indent + table.prefix + access + "static var \(name): \(type) { get { \(table.name)[\(key)]?[\"\(name)\"]\(cast) } set { \(table.name)[\(key), default: [:]][\"\(name)\"] = newValue } }")
                return
            }
            guard boxed else {
                out.add(indent); out.add("@exclusivity(unchecked) "); out.add(access); out.add(prefix)
                out.add("var "); out.add(name); out.add(": "); out.add(type); out.add(" = nil")
                return
            }
            out.add(indent); out.add(access); out.add(prefix)
            out.add("var "); out.add(name); out.add(": "); out.add(type)
            out.add(" { get { _stubs.hooks[\""); out.add(name); out.add("\"]")
            if castsBack { out.add(" as? "); out.add(type, droppingLastByte: dropsQuestionMark) }
            out.add(" } nonmutating set { _stubs.hooks[\""); out.add(name); out.add("\"] = newValue } }")
        }
    }

    /// The box that holds a struct's instance hooks: a `let` with an initial value, so it is not a
    /// memberwise-init parameter; compared equal and hashed as nothing, so synthesized conformances
    /// are unchanged; Codable as nothing (a Decodable struct gets Swift's warning that it is not decoded).
    /// `reassigned`: an initializer's hook assigns `self = …` (`expandInitializer`), which would initialize a
    /// `let` box twice: then the box is a `var` (with its initial value, so still no parameter a caller must pass).
    /// The coders and the hasher are named `Swift.…`: an imported module may declare its own `Decoder` or
    /// `Encoder` (SwiftProtobuf declares `Decoder`), which would shadow Swift's in a file that imports it, and the
    /// box would then not conform to `Codable`. Except where the module's own type named `Swift` is what `Swift`
    /// means inside the struct (`swiftIsShadowed(in:)`): there `Swift.Decoder` would be looked up in that type, and
    /// the names are written as they are.
    func structBox(indent: String, reassigned: Bool = false, qualified: Bool = true) -> [String] {
        let swift = qualified ? "Swift." : ""
        return [
            indent + "final class _StubBox: @unchecked Sendable, Hashable, Codable {",
            indent + "    @exclusivity(unchecked) var hooks: [String: Any] = [:]",
            indent + "    init() {}",
            indent + "    init(from decoder: any \(swift)Decoder) throws {}",
            indent + "    func encode(to encoder: any \(swift)Encoder) throws {}",
            indent + "    static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true }",
            indent + "    func hash(into hasher: inout \(swift)Hasher) {}",
            indent + "}",
            indent + (reassigned ? "var" : "let") + " _stubs = _StubBox()",
        ]
    }

    /// Whether `Swift` written in the body of `h` names a type of this module rather than the standard library:
    /// the module declares a type (or protocol, or type alias) named `Swift` at top level, in `h`, or in a type
    /// that encloses `h` (swift-docc-symbolkit declares `SymbolGraph.Symbol.Swift` and
    /// `SymbolGraph.Relationship.Swift`: `Swift.Decoder` in a struct of theirs is not found). Names are compared
    /// as written (`StubContext.qualifiedName`); what an imported module declares is not seen.
    func swiftIsShadowed(in h: OutlineDecl) -> Bool {
        let names = module.typesNamedSwift
        guard !names.isEmpty else { return false }
        let path = StubContext.qualifiedName(h) + "."
        return names.contains { name in
            let scope = name.dropLast("Swift".count)
            return scope.isEmpty || path.hasPrefix(scope)
        }
    }

    /// Generated text as earlier versions wrote it, with Swift's coders and hasher unqualified: `text` with `Swift.`
    /// taken off `any Swift.Decoder`, `any Swift.Encoder` and `inout Swift.Hasher`. Such a struct box or mock
    /// compiles wherever no import shadows those names, so it is accepted as written
    /// (`Stubbing.Analysis.keepBoxesAsWritten`, `Mocking`'s out-of-date check) instead of every stubbed struct and
    /// Codable or Hashable mock being reported out of date at once.
    static func unqualifiedStandardNames(_ text: String) -> String {
        text.replacing("any Swift.Decoder", with: "any Decoder").replacing("any Swift.Encoder", with: "any Encoder")
            .replacing("inout Swift.Hasher", with: "inout Hasher")
    }

    func storage(for d: OutlineDecl) -> Storage {
        let parent = home(of: d)
        var unsafe = false, sendable = false
        // (`hookIsStatic(d)` and `hooksOutsideValue(d)` from one look-up of the home's reason.)
        let outsideValue = hooksOutsideValue(d)
        let hookStatic = Self.hasTypeLevelHook(d) || outsideValue
        var isStatic = hookStatic
        if parent == nil { unsafe = true }  // globals
        if let parent {
            if parent.kind == .actor { unsafe = true; sendable = true }
            if parent.kind == .enum { isStatic = true }
            // Hooks are @Sendable only where the compiler requires it: on an actor (set from outside, run on
            // its executor) and on a type that declares `Sendable` (its stored closures must be). Everywhere
            // else a test may capture local state in a hook (`var calls = 0; x._m = { calls += 1 }`), which a
            // @Sendable hook refuses ("mutation of captured var in concurrently-executing code"). A struct's
            // hooks live in its `_stubs` box, which is `@unchecked Sendable` so an implicitly Sendable struct
            // stays so.
            // Sendable through a protocol counts too (`protocol Service: Sendable` in this file, `Error`). A
            // class conforming to a protocol this file does not declare (another file's or another module's,
            // which may refine Sendable) gets `nonisolated(unsafe)` hooks that are not @Sendable: they compile
            // whether or not the class turns out Sendable, and a test can still count in a local var. Decided
            // from this file alone, so the editor (which may not read the module) and the CLI agree.
            if !parent.hasAttribute("MainActor") {
                // Its own clause and its extensions' here (`extension Timer: Sendable {}`): a Sendable conformance
                // is declared in the type's file.
                let verdict = sendableHomes.known(parent) ?? sendableHomes.store(
                    fileView.sendable(parent.inheritance + (extensionsByHome[ObjectIdentifier(parent)] ?? []).flatMap(\.inheritance)), for: parent)
                switch verdict {
                case .yes:
                    if parent.kind != .struct { unsafe = true }
                    sendable = true
                case .maybe:
                    if parent.kind == .class { unsafe = true }
                case .no: break
                }
            }
        }
        if isStatic { unsafe = true }
        // Instance hooks outside a struct's values are static state a test sets, like any static hook.
        if outsideValue { sendable = false }
        let nonisolated = d.modifiers.contains("nonisolated"), inlined = d.isInlinedIntoClients
        if nonisolated { unsafe = true }
        var prefix = ""
        // @Observable (and SwiftData's @Model) would make a stored hook a tracked computed property.
        if let parent, parent.hasAttribute("Observable") || parent.hasAttribute("Model") { prefix += "@ObservationIgnored " }
        if inlined { prefix += "@usableFromInline " }
        if unsafe { prefix += "nonisolated(unsafe) " }
        // The computed `nil` that stands for a hook where the condition is off is called from the same code,
        // inlined into clients too.
        var computed = inlined ? "@usableFromInline " : ""
        // It reads no state: nonisolated, so a nonisolated member of an actor or a @MainActor type can call it.
        if parent?.kind == .actor || nonisolated || isGlobalActorIsolated(d) { computed += "nonisolated " }
        if isStatic { prefix += "static "; computed += "static " }
        let boxed = parent?.kind == .struct && !isStatic
        var st = Storage(prefix: prefix, computedPrefix: computed, sendable: sendable, boxed: boxed, restrictedAccess: restrictedTypes)
        if hookStatic, let g = genericStaticHome(d) {
            st.table = (staticTableName(g), typeNameInHooks(g), (inlined ? "@usableFromInline " : "") + (nonisolated ? "nonisolated " : ""))
        }
        return st
    }

    /// How a hook names its home type: its plain name in its body (`Box` is `Box<T>` there); a type of another
    /// file, whose static hooks live in an extension here, by its qualified name (`Outer.Inner`: an extension of
    /// `Outer.Inner` does not see `Inner` alone). A nested struct or enum there is `Self`: its qualified name
    /// does not infer the generic arguments of it or of the types around it (`Tree.Handle` of `Tree<Element>`
    /// and `Handle<Child>`: "reference to generic type requires arguments", "generic parameter 'Child' could
    /// not be inferred"; swift-collections' `Rope._UnsafeHandle`), and a module's file cannot always tell
    /// whether they are generic. (A class's `Self` is its dynamic type, which a stored hook cannot name.)
    /// In its own body a struct or an enum that has a member of its own name (`typealias Output =
    /// Upstream.Output` in OpenCombine's `struct Output`) is `Self`: its plain name is that member there.
    func typeNameInHooks(_ h: OutlineDecl) -> String {
        guard let info = foreignInfo(h) else {
            if h.kind == .struct || h.kind == .enum,
               (h.members + (extensionsByHome[ObjectIdentifier(h)] ?? []).flatMap(\.members)).contains(where: { m in
                   m.name == h.name && (m.kind == .other || m.kind.isType)
               }) {
                return "Self"
            }
            // A nested struct or enum is named `Self`: its hooks may live in a top-level extension of its
            // qualified name (`extension Node.Alias`), where the plain name `Alias` is not in scope (Yams:
            // "cannot find 'Alias' in scope" in the key of its static-hook table).
            if h.kind == .struct || h.kind == .enum, h.parent != nil { return "Self" }
            return h.name
        }
        if info.qualifiedName.contains("."), h.kind == .struct || h.kind == .enum { return "Self" }
        return Self.spelledQualified(info.qualifiedName)
    }

    func isMainActor(_ d: OutlineDecl) -> Bool {
        d.hasAttribute("MainActor") || (d.parent?.hasAttribute("MainActor") ?? false) || (home(of: d)?.hasAttribute("MainActor") ?? false)
    }

    /// Whether `d` is isolated to a global actor by its own attribute or its type's: `@MainActor`, or a
    /// `@globalActor` type the module declares (`@DataActor`), which isolates like the main actor.
    func isGlobalActorIsolated(_ d: OutlineDecl) -> Bool { globalActor(of: d) != nil }

    /// The global actor `d` is isolated to (`MainActor`, `DataActor`), by its own attribute or its type's.
    func globalActor(of d: OutlineDecl) -> String? {
        // (Loops, not `first(where:)` over an array of the three: its closure, calling a method of `Expander`,
        // copied the whole `Expander` each time it was formed; `storage(for:)` asks for every member.)
        if let a = firstGlobalActorAttribute(d.attributes) { return a.name }
        if let p = d.parent, let a = firstGlobalActorAttribute(p.attributes) { return a.name }
        if let h = home(of: d), let a = firstGlobalActorAttribute(h.attributes) { return a.name }
        return nil
    }

    /// `MainActor`, or a `@globalActor` type the module declares (by last name component).
    func isGlobalActorAttribute(_ name: String) -> Bool {
        name == "MainActor" || module.globalActors.contains(ModuleView.lastComponent(name))
    }

    /// Names of every member of `d`'s type: its body and its extensions in this file.
    func memberNames(around d: OutlineDecl) -> Set<String> {
        if let h = home(of: d) { return namesByHome[ObjectIdentifier(h)] ?? [] }
        return globalNames
    }

    /// Where hooks of extension members go in their home type: the start of its closing brace's line,
    /// with the indentation of its members.
    func hookHomeInsertion(_ h: OutlineDecl) -> (at: Int, indent: String)? {
        guard let body = h.body, body.count >= 2 else { return nil }
        let close = body.upperBound - 1
        guard startsLine(close), lineStart(close) > body.lowerBound else { return nil }
        let indent = h.members.first.map { indentation($0.start) } ?? indentation(close) + "    "
        return (lineStart(close), indent)
    }

    /// A parameter's type without its own `sending` specifier (attributes before it stay; a `sending` inside a
    /// closure type is that closure's and stays). The hook takes the value as an ordinary parameter: a
    /// `sending` parameter is in a region of its own, so passing it on is always allowed, while a hook whose
    /// parameter is `sending` makes the compiler reject the call ("sending 'p' risks causing data races":
    /// the result of the call may share the sent value's region).
    /// The specifier may follow another (`consuming sending Wrapped`).
    static func droppingSending(_ type: String) -> String {
        var words = type.split(separator: " ", omittingEmptySubsequences: true)
        let specifiers: Set<Substring> = ["consuming", "borrowing", "inout", "__owned", "__shared", "isolated", "_const"]
        var i = 0
        while i < words.count, words[i].hasPrefix("@") || specifiers.contains(words[i]) { i += 1 }
        guard i < words.count, words[i] == "sending" else { return type }
        words.remove(at: i)
        return words.joined(separator: " ")
    }

    /// Identifier characters for `containsWord`/`replaceWord`: ASCII letters, digits and `_`, and every
    /// byte of a non-ASCII character (type text names Unicode identifiers, not Unicode operators).
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }

    /// Whether text the parser took for a type can be one: a brace, a semicolon or a quote never is part of a
    /// type, so their presence means half-written code ran into the type (an unclosed `[` swallowing the lines
    /// after it). Stubbing from such text wrote stubs that read back differently (found by fuzzing).
    static func isWholeType(_ text: String) -> Bool {
        // Plain ASCII (most type text) by bytes, each byte a Character; other text by Characters as before.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return !text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "\"") }
        }
        return !text.contains { $0 == "{" || $0 == "}" || $0 == ";" || $0 == "\"" }
    }
    static let notAWholeType = "its type is not complete (a brace, ';' or string inside it)"

    /// Whether `word` stands in `s` as a whole word. Bytes, not Characters: this runs for every hook.
    static func containsWord(_ s: String, _ word: String) -> Bool {
        if word.isEmpty { return true }
        // Read in place (no copy of either into an array: this runs for every hook, many times).
        var s = s, word = word
        return s.withUTF8 { b in word.withUTF8 { w in containsWord(b, w) } }
    }

    /// Whether the bytes `b` hold `w` as a whole word (`containsWord(_:_:)` on UTF-8).
    static func containsWord(_ b: UnsafeBufferPointer<UInt8>, _ w: UnsafeBufferPointer<UInt8>) -> Bool {
        if w.isEmpty { return true }
        // A "word" with a separator in it (`OpenAPI.Reference`) is never one word of `s`.
        guard b.count >= w.count, w.allSatisfy(isWordByte) else { return false }
        var i = 0
        while i + w.count <= b.count {
            if b[i] == w[0], i == 0 || !isWordByte(b[i - 1]), i + w.count == b.count || !isWordByte(b[i + w.count]) {
                var k = 1
                while k < w.count, b[i + k] == w[k] { k += 1 }
                if k == w.count { return true }
            }
            i += 1
        }
        return false
    }

    /// `containsWord(outline.text(r), word)`, read in the file's bytes without making the text: for an ASCII
    /// `word` the answer is the same, since decoding only replaces bytes of 0x80 and above (word bytes) with
    /// others of 0x80 and above (U+FFFD), which moves no ASCII byte and no word boundary. Each hook name is
    /// looked for in its function's body on every version (`Expander.init`).
    static func containsWord(in outline: SourceOutline, _ r: Range<Int>, _ word: String) -> Bool {
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return containsWord(outline.text(r), word) }
        let lo = max(0, min(r.lowerBound, outline.bytes.count)), hi = max(lo, min(r.upperBound, outline.bytes.count))
        var word = word
        return outline.bytes.withUnsafeBufferPointer { all in
            word.withUTF8 { w in containsWord(UnsafeBufferPointer(rebasing: all[lo..<hi]), w) }
        }
    }

    /// `s` with every whole-word `word` replaced by `r`.
    static func replaceWord(_ s: String, _ word: String, with r: String) -> String {
        guard !word.isEmpty, containsWord(s, word) else { return s }
        let w = Array(word.utf8), b = Array(s.utf8), rb = Array(r.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(b.count + rb.count)
        var i = 0
        while i < b.count {
            // At the start of a word: replace it when it is `word`, else copy it whole.
            if isWordByte(b[i]) && (i == 0 || !isWordByte(b[i - 1])) {
                var e = i
                while e < b.count, isWordByte(b[e]) { e += 1 }
                if e - i == w.count && b[i..<e].elementsEqual(w) { out += rb } else { out += b[i..<e] }
                i = e
                continue
            }
            out.append(b[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    func wrap(_ lines: [String], condition: String?, indent: String, elseLines: [String]? = nil) -> String {
        // Appended piece by piece as bytes into room made once: this runs for every hook of every member.
        let marker = GeneratedText.lineEnd
        var size = 0
        for l in lines { size += l.utf8.count + marker.utf8.count }
        if let condition {
            size += 3 * (indent.utf8.count + marker.utf8.count + 7) + condition.utf8.count
            for l in elseLines ?? [] { size += l.utf8.count + marker.utf8.count }
        }
        var out = GeneratedText(capacity: size)
        if let condition { out.add(indent); out.add("#if "); out.add(condition); out.endLine() }
        for l in lines { out.add(l); out.endLine() }
        if condition != nil {
            if let elseLines {
                out.add(indent); out.add("#else"); out.endLine()
                for l in elseLines { out.add(l); out.endLine() }
            }
            out.add(indent); out.add("#endif"); out.endLine()
        }
        return out.text
    }

    /// How the guard of an accessor that yields (a coroutine) hands the hook's value over.
    enum Coroutine {
        /// `_read`: `if let _getX { yield _getX(); return }`.
        case read
        /// `_modify`: the current value (`current`: `self.x`, `self[i]`, read through the getter and its hook)
        /// is yielded as a temporary, which then goes to the setter hook:
        /// `if let _setX { var _stubbleValue = self.x; yield &_stubbleValue; _setX(_stubbleValue); return }`.
        case modify(current: String)
    }
}
