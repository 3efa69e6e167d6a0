// Reflection sees what the user wrote. A stubbed struct holds its hooks' box (`_stubs`) and its stubbed stored
// properties under renamed storage (`_name`); a stubbed class holds its hooks. `Mirror(reflecting:)` would list
// those, and with it `dump`, a struct's default `description` ("Point(x: 1, y: 2)", string interpolation,
// `print`) and every library that reads values through a `Mirror` (GraphQL's default field resolver,
// swift-custom-dump, snapshot strategies). So, with no hook set, such a type would behave differently.
//
// The stubs of such a type add a `customMirror` that lists the stored properties the original has, under
// their own names (a wrapped property's storage as `_name`, as Swift's own reflection shows it), in their
// order, read from their storage, with the original's display style, and `extension T: CustomReflectable {}`
// after the type's top-level declaration; both inside the annotation's condition, next to the stubs they hide.
// The printed forms were compared with the original's by experiment (struct, generic, nested, optional and
// array values, empty struct, root class) and are checked by fixture `reflection-sees-the-original` (runtime).
//
// Where an exact mirror cannot be written, none is: the type reflects its stubs as before (README, "Reflection
// sees what you wrote"). That is:
// - a type that reflects itself already (in any file of the module);
// - a noncopyable or non-escapable type, an actor, a type isolated to a global actor (the mirror is read from
//   any isolation) or given a macro (`@Observable` owns its storage);
// - a lazy property (its storage has no name code can use), a stored property inside `#if`, with a tuple
//   pattern or of a noncopyable type, or with an attribute that is neither the compiler's nor a property
//   wrapper the module or Apple declares (a global actor, or a macro that may own the storage);
// - a type nested under `#if`, in a constrained extension, or `private` inside another type (the conformance,
//   at file scope, cannot see it);
// - a class that is `open`, has a subclass in the module or is one (a subclass's mirror would need its
//   superclass's, and a superclass's mirror would name itself for its subclasses' instances).

import StubbleSyntax

/// How a mirror's two lines are spelled: written here, recognised by `Analysis.mirrorPrefix` (one place, so the
/// two cannot drift apart).
enum MirrorSpelling {
    /// The member: `nonisolated var customMirror: Mirror { Mirror(self, children: [...], displayStyle: .struct) }`.
    static let member = "var customMirror: Mirror { Mirror(self, children: "
    /// The end of the conformance: `extension T: CustomReflectable {}`.
    static let conformance = ": CustomReflectable {}"
}

extension Expander {
    /// For each stubbed struct or class whose reflection the stubs would change: the pieces of its mirror
    /// (the member in its body, the conformance after its top-level declaration), with the annotation whose
    /// condition they sit in.
    /// `perChunk`: types per task when they are many (a test makes it 1, to compare with one by one).
    func reflectionMirrors(_ out: [Target], _ index: TargetIndex, perChunk: Int = 8) -> [(OutlineDecl, Annotation, [Insertion])] {
        var order: [OutlineDecl] = []
        var seen = Set<ObjectIdentifier>()
        for i in out.indices where out[i].skip == nil {
            let decl = out[i].decl
            guard let h = decl.kind.isType ? decl : home(of: decl), h.kind == .struct || h.kind == .class,
                  !seen.contains(ObjectIdentifier(h)) else { continue }
            let changesLayout: Bool
            if decl === h {
                changesLayout = out[i].insertions.contains { Stubbing.Analysis.mentions($0.text, " _stubs = _StubBox()") }
            } else {
                changesLayout = (decl.kind == .variable && (out[i].insertions.contains { $0.text == "_" } || Self.isStorageCopy(out[i])))
                    || (!decl.isStatic && !hookIsStatic(decl) && decl.kind != .initializer)
            }
            if changesLayout { seen.insert(ObjectIdentifier(h)); order.append(h) }
        }
        let annotated: [(OutlineDecl, Annotation)] = order.compactMap { h in
            index.of(home: h).lazy.map({ out[$0] }).first(where: { $0.skip == nil }).map { (h, $0.annotation) }
        }
        // Each type's mirror reads only the file, the module and the targets: made on every core when many types
        // need one made (generated code; a keystroke takes most from the version before), as `expandAll` makes
        // expansions.
        var made: [[Insertion]?] = annotated.map { reusedMirrors[ObjectIdentifier($0.0)] ?? nil }
        let missing = annotated.indices.filter { reusedMirrors[ObjectIdentifier(annotated[$0].0)] == nil }
        let fresh = StubContext.chunkedMap(missing, perChunk: perChunk) { [self] i in
            mirror(of: annotated[i].0, out, index, condition: annotated[i].1.options.condition)
        }
        for (i, m) in zip(missing, fresh) { made[i] = m }
        var result: [(OutlineDecl, Annotation, [Insertion])] = []
        for ((h, ann), pieces) in zip(annotated, made) {
            log?.recordMirror(h, pieces)
            guard let pieces else { continue }
            result.append((h, ann, pieces))
        }
        return result
    }

    /// `h`'s mirror, or nil where an exact one cannot be written (see the top of this file).
    func mirror(of h: OutlineDecl, _ out: [Target], _ index: TargetIndex, condition: String?) -> [Insertion]? {
        guard foreignInfo(h) == nil, !h.suppresses("Copyable"), !h.suppresses("Escapable") else { return nil }
        // An attribute of the type other than the compiler's (lowercase) and the annotation: a global actor
        // (`customMirror` is read from any isolation) or a macro, which may own the storage (`@Observable`
        // renames it `_count` and adds `_$observationRegistrar`, which the original's reflection lists).
        guard !h.attributes.contains(where: { a in !Self.annotationNames.contains(a.name) && a.name.drop(while: { $0 == "_" }).first?.isUppercase == true }) else { return nil }
        // It reflects itself already.
        let headers = [h] + (extensionsByHome[ObjectIdentifier(h)] ?? [])
        let q = StubContext.qualifiedName(h)
        if module.customMirrors[q] != nil
            || headers.contains(where: { $0.inheritance.contains { ModuleView.normalized($0).map(ModuleView.lastComponent) == "CustomReflectable" } })
            || headers.flatMap(\.members).contains(where: { $0.kind == .variable && ($0.name == "customMirror" || $0.bindings.contains { $0.name == "customMirror" }) }) {
            return nil
        }
        // The conformance is declared at file scope, after the top-level declaration: every declaration on the
        // way there must be reachable by a plain qualified name under no other condition.
        var path: [String] = []
        var d: OutlineDecl? = h
        while let x = d {
            if x.parent != nil && x.ifConfigDepth > 0 { return nil }
            // A `private` nested type is not visible at file scope, where the conformance is declared
            // (swift-log's `private final class ReplaceOnceBox`).
            if x.parent != nil && x.accessLevel == "private" { return nil }
            if x.kind == .extension {
                let name = x.name.withoutWhitespace
                if x.whereClause != nil || name.contains("<") { return nil }
                path.insert(name, at: 0)
            } else {
                guard x.kind.isType, x.kind != .protocol else { return nil }
                path.insert(x.name, at: 0)
            }
            d = x.parent
        }
        let display: String
        if h.kind == .class {
            let simple = ModuleView.lastComponent(q)
            if h.modifiers.contains("open") || module.subclassed.contains(simple) { return nil }
            if let first = h.inheritance.first.flatMap({ ModuleView.normalized($0) }), !isProtocolName(first) { return nil }
            display = ".class"
        } else {
            display = ".struct"
        }
        guard let place = hookHomeInsertion(h), let after = staticTablePlace(h) else { return nil }
        // The stored properties, as Swift's reflection lists them: `"name": self._name as Any`, written one after
        // the other into one buffer (a string per child, joined, cost a sixth of the mirrors of generated code).
        var children = GeneratedText(capacity: 64 * h.members.count)
        var childCount = 0
        // A deprecated stored property (`@available(*, deprecated)`, under `#if` or not) is read by a mirror
        // that is deprecated too, where the read does not warn ("'_b' is deprecated" in the user's build).
        var readsDeprecated = false
        for m in h.members where m.kind == .variable && !m.isStatic {
            if !m.bindings.contains(where: \.isStored) { continue }
            if m.modifiers.contains("lazy") || m.ifConfigDepth > 0 { return nil }
            if m.isAvailable("deprecated") {
                readsDeprecated = true
            }
            // A property wrapper's storage is `_name` (as reflection shows it); any other attribute that is not the
            // compiler's (lowercase) is a global actor (its storage cannot be read from any isolation) or a
            // macro (it may own the storage).
            var wrapped = false
            for a in m.attributes where !Self.annotationNames.contains(a.name) && a.name.drop(while: { $0 == "_" }).first?.isUppercase == true {
                guard isPropertyWrapper(a.name) else { return nil }
                wrapped = true
            }
            // (By position: a copy of the target for each stored property cost as much as the rest of this loop.)
            let target = index.first(of: m)
            for b in m.bindings where b.isStored {
                guard let name = b.name else { return nil }
                // A noncopyable value cannot be read into `Any` (a class may hold one): `Mutex<State>`, or a
                // type of the module that suppresses `Copyable`, written or read off the initializer.
                if noncopyableName(in: b.typeText ?? b.initializerText ?? "", around: m) != nil { return nil }
                let renamed = target.map { t in out[t].skip == nil && (out[t].insertions.contains { $0.sPos == renameOffset(b) && $0.text == "_" } || Self.isStorageCopy(out[t])) } ?? false
                if childCount > 0 { children.add(", ") }
                childCount += 1
                if wrapped {
                    children.add("\"_"); children.add(name); children.add("\": self._"); children.add(name); children.add(" as Any")
                } else if renamed {
                    children.add("\""); children.add(name); children.add("\": self._"); children.add(name); children.add(" as Any")
                } else {
                    children.add("\""); children.add(name); children.add("\": self."); children.add(text(b.nameRange)); children.add(" as Any")
                }
            }
        }
        let inherited = h.parent?.kind == .extension ? h.parent?.accessLevel : nil
        let access: String
        switch h.accessLevel ?? inherited {
        case "public", "open": access = "public "
        case "package": access = "package "
        default: access = ""
        }
        let list = childCount == 0 ? "[:]" : "[" + children.text + "]"
        // An internal or package type that inlinable code uses: the witness of a protocol requirement must be too
        // ("property 'customMirror' must be declared '@usableFromInline'": swift-log's `Logger`, swift-collections'
        // `package struct _UnsafeBitSet`).
        let inlinable = (access.isEmpty || access == "package ") && h.hasAttribute("usableFromInline") ? "@usableFromInline " : ""
        let deprecated = readsDeprecated ? "@available(*, deprecated, message: \"reads a deprecated property\") " : ""
        let member = place.indent + inlinable + deprecated + access + "nonisolated " + MirrorSpelling.member + "\(list), displayStyle: \(display)) }"
        // Availability of the type and of what it is nested in holds for its extension too.
        var available: [String] = []
        d = h
        while let x = d {
            for a in x.attributes where a.name == "available" {
                available.append(text(a.range).split(whereSeparator: { $0 == "\n" }).map { $0.trimmingSpaces }.joined(separator: " ") + " ")
            }
            d = x.parent
        }
        let conformance = available.joined() + "extension " + Self.spelledQualified(path.joined(separator: ".")) + MirrorSpelling.conformance
        return [Insertion(sPos: place.at, text: wrap([member], condition: condition, indent: place.indent)),
                Insertion(sPos: after, text: wrap([conformance], condition: condition, indent: ""))]
    }

    /// Property wrappers of Apple's frameworks and well-known packages (a wrapper the module declares is known
    /// from the module view).
    /// Whether an attribute names a property wrapper: one the module declares, or a well-known one.
    func isPropertyWrapper(_ attribute: String) -> Bool {
        let last = ModuleView.lastComponent(attribute)
        return module.propertyWrappers.contains(last) || Self.knownPropertyWrappers.contains(last)
    }

    /// Whether an attribute names a result builder: one the file declares, or by convention a name ending in
    /// `Builder` (SwiftUI's `@ViewBuilder`, Plot's `@ComponentBuilder`).
    func isResultBuilder(_ attribute: String) -> Bool {
        resultBuilders.contains(attribute) || (attribute.hasSuffix("Builder") && attribute.first?.isUppercase == true)
    }

    static let knownPropertyWrappers: Set<String> = [
        "Published", "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment",
        "AppStorage", "SceneStorage", "FocusState", "GestureState", "Namespace", "ScaledMetric", "FetchRequest",
        "Bindable", "Option", "Argument", "Flag", "OptionGroup", "Dependency", "Shared", "SharedReader", "TaskLocal",
    ]

    /// Whether the first entry of a class's clause names a protocol (so the class is a root class): one the
    /// module declares, or one of the standard library's or Foundation's that is not a class.
    func isProtocolName(_ name: String) -> Bool {
        let last = ModuleView.lastComponent(name)
        if module.typeKindsByLastName[last]?.allSatisfy({ $0 == .protocol }) == true { return true }
        if module.typeKindsByLastName[last] != nil || module.declaresAlias(named: last) { return false }
        if last == "NSObject" || last == "ManagedBuffer" { return false }
        return ModuleView.knownNotCodable.contains(last) || ModuleView.codableNames.contains(last) || ModuleView.sendableNames.contains(last)
    }
}
