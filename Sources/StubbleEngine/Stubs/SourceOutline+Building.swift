// The engine's outline, built from StubbleSyntax's declaration tree (the product's one Swift parser).
//
// The engine works on `OutlineDecl`s (see SourceOutline.swift): reference-typed, with `parent` links, and only the
// parts a stub rewrite needs. This file maps `StubbleSyntax.Declaration` onto them; it reads the tree and
// its tokens, it never scans Swift text itself. What it maps, and how:
//  * `#if` declarations disappear: the declarations of all their clauses become members of the enclosing
//    list, each with `ifConfigDepth` counting the `#if`s around it (the engine stubs every clause).
//  * Macro expansions (`#warning(...)`) are left out; imports, typealiases, operators, ... are `.other`.
//  * A subscript that lists accessors gets its accessor block as `body`, with one "statement" per accessor,
//    so the engine can tell it from a subscript with a getter body (which it stubs like a method).

import StubbleSyntax

extension SourceOutline {
    static func parse(_ bytes: [UInt8]) -> SourceOutline {
        let file = SourceFile(bytes)
        var outline = SourceOutline(bytes: bytes, file: file, declarations: [])
        var builder = OutlineBuilder(file: file, outline: outline)
        outline.declarations = builder.decls(file.declarations, parent: nil, ifDepth: 0)
        outline.listed = SourceOutline.depthFirst(outline.declarations)
        return outline
    }
}

private struct OutlineBuilder {
    let file: SourceFile
    /// The outline's tokens, for `tokens(in:)` (its declarations are what this builds).
    let outline: SourceOutline

    func text(_ r: Range<Int>) -> String { file.text(r) }

    mutating func decls(_ ds: [Declaration], parent: OutlineDecl?, ifDepth: Int, conditions: [String] = []) -> [OutlineDecl] {
        var out: [OutlineDecl] = []
        for d in ds {
            if let config = d.ifConfig {
                // Each clause's condition, as one that holds exactly when that clause is compiled.
                var before: [String] = []
                for clause in config.clauses {
                    let own = clause.condition.map { file.text($0).oneLine.trimmingSpaces }
                    let combined = (before.map { "!(\($0))" } + (own.map { [before.isEmpty ? $0 : "(\($0))"] } ?? [])).joined(separator: " && ")
                    out += decls(clause.declarations, parent: parent, ifDepth: ifDepth + 1, conditions: conditions + [combined])
                    if let own { before.append(own) }
                }
                continue
            }
            if let x = decl(d, parent: parent) {
                x.ifConfigDepth = ifDepth
                x.ifConditions = conditions
                out.append(x)
            }
        }
        return out
    }

    mutating func decl(_ s: Declaration, parent: OutlineDecl?) -> OutlineDecl? {
        let kind: DeclKind
        switch s.kind {
        case .function: kind = .function
        case .initializer: kind = .initializer
        case .deinitializer: kind = .deinitializer
        case .subscript: kind = .subscript
        case .variable: kind = .variable
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .actor: kind = .actor
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        case .enumCase: kind = .enumCase
        case .import, .typeAlias, .associatedType, .macro, .operator, .precedenceGroup: kind = .other
        case .ifConfig, .macroExpansion: return nil
        }
        let d = OutlineDecl(kind: kind)
        d.parent = parent
        d.start = s.range.lowerBound
        d.end = s.range.upperBound
        d.leadingComments = s.comments
        d.attributes = s.attributes.map {
            OutlineAttribute(name: $0.name, range: $0.range, arguments: $0.arguments.map { file.text($0).trimmingSpaces })
        }
        d.attributesUnderIfConfig = s.hasAttributesUnderIfConfig
        d.modifiers = s.modifiers.map { m in m.detail.map { m.keyword + "(" + $0.filter { $0 != " " } + ")" } ?? m.keyword }
        d.keywordRange = s.keywordRange
        d.genericParams = file.text(s.genericParameters)
        d.whereClause = file.text(s.whereClause)
        d.inheritance = s.inheritance.map { file.text($0) }
        switch kind {
        case .function, .initializer, .deinitializer, .subscript:
            d.name = kind == .function ? s.name.removingBackticks
                : kind == .initializer ? "init" : kind == .subscript ? "subscript" : "deinit"
            d.nameRange = kind == .function ? s.nameRange : s.keywordRange
            if let sig = s.signature { function(d, sig, accessors: s.accessorBlock) }
        case .variable:
            variable(d, s)
        case .class, .struct, .enum, .actor, .protocol, .extension:
            d.name = s.name.removingBackticks
            d.nameRange = s.nameRange
            if let block = s.memberBlock {
                d.body = block.range
                d.members = decls(s.members, parent: d, ifDepth: 0)
            }
        case .enumCase, .other:
            d.name = s.name.removingBackticks
            d.nameRange = s.nameRange
            if s.kind == .typeAlias { d.aliasedType = file.text(s.aliasedType) }
            if s.kind == .enumCase {
                d.caseElements = s.enumCaseElements.map { (file.text($0.name).removingBackticks, $0.associatedValue != nil) }
            }
        }
        return d
    }

    func function(_ d: OutlineDecl, _ sig: FunctionSignature, accessors: AccessorBlock?) {
        if let l = sig.leftParen {
            d.paramsRange = l..<((sig.rightParen ?? l) + 1)
        }
        d.params = sig.parameters.map(param)
        d.effectsText = effectsText(sig.effects)
        d.returnType = file.text(sig.returnType)
        d.returnTypeRange = sig.returnType?.range
        if let body = sig.body {
            d.body = body.braces.range
            if body.braces.rightBrace != nil {
                d.statementStarts = body.statements.map(\.lowerBound)
                d.isSingleExpressionBody = isSingleExpression(body)
            }
        } else if let block = accessors {
            d.body = block.braces.range
            d.statementStarts = block.accessors.map(\.keywordRange.lowerBound)
            d.accessors = block.accessors.map(accessor)
        }
    }

    func accessor(_ a: Accessor) -> AccessorInfo {
        var info = AccessorInfo(kind: a.kind.rawValue, effectsText: effectsText(a.effects), parameter: file.text(a.parameter))
        info.attributeNames = a.attributes.map(\.name)
        if let body = a.body, body.braces.rightBrace != nil {
            info.body = body.braces.range
            info.statementStarts = body.statements.map(\.lowerBound)
            info.isSingleExpression = isSingleExpression(body)
        }
        return info
    }

    func param(_ p: Parameter) -> OutlineParam {
        // Labels as the engine has always read them: the first name is the label (a single name too,
        // also in subscripts), the second (or only) name is the name inside the body; `_` is none.
        let first = file.text(p.firstName)
        let second = file.text(p.secondName) ?? first
        var typeText = file.text(p.type) ?? ""
        if let type = p.type, let dots = p.ellipsisRange {
            typeText = text(type.range.lowerBound..<dots.upperBound)
        }
        let start = p.attributes.first?.range.lowerBound ?? p.range.lowerBound
        return OutlineParam(externalName: first == "_" ? nil : first?.removingBackticks,
                     internalName: second == "_" ? nil : second,
                     unnamedEnd: first == "_" && p.secondName == nil ? p.firstName?.range.upperBound : nil,
                     typeText: typeText, hasDefault: p.defaultValue != nil, range: start..<p.range.upperBound)
    }

    func effectsText(_ e: Effects) -> String {
        switch (e.asyncRange, e.throwsRange) {
        case let (a?, t?): return text(min(a.lowerBound, t.lowerBound)..<max(a.upperBound, t.upperBound))
        case let (a?, nil): return text(a)
        case let (nil, t?): return text(t)
        case (nil, nil): return ""
        }
    }

    /// The body's one statement is an expression giving the result: not a statement, and for an `if` or
    /// `switch`, no branch that returns or falls through (then it is a statement, not an expression).
    func isSingleExpression(_ body: Body) -> Bool {
        guard body.isSingleExpression, let only = body.statements.first else { return false }
        switch body.singleExpressionKind {
        case .ifExpression?, .switchExpression?:
            return !outline.tokens(in: only).contains { $0.keyword == .return || $0.keyword == .fallthrough }
        default:
            return true
        }
    }

    func variable(_ d: OutlineDecl, _ s: Declaration) {
        guard let info = s.variable else { return }
        d.isLet = info.isLet
        for pb in info.bindings {
            var b = Binding(name: file.text(pb.name)?.removingBackticks, nameRange: pb.pattern.range,
                            typeText: file.text(pb.typeAnnotation), typeRange: pb.typeAnnotation?.range,
                            initializerText: file.text(pb.initializer), initializerRange: pb.initializer?.range,
                            accessorBlock: pb.accessorBlock?.braces.range,
                            accessorKinds: pb.accessorBlock?.accessors.map(\.kind.rawValue) ?? [],
                            range: pb.range)
            b.accessors = pb.accessorBlock?.accessors.map(accessor) ?? []
            if let getter = pb.accessorBlock?.implicitGetter, getter.braces.rightBrace != nil {
                b.getterStatementStarts = getter.statements.map(\.lowerBound)
                b.getterIsSingleExpression = isSingleExpression(getter)
            }
            d.bindings.append(b)
        }
        if let first = d.bindings.first {
            d.name = first.name ?? ""
            d.nameRange = first.nameRange
        }
    }
}
