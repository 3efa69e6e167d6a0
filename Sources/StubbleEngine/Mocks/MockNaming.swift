// Names of the generated members. One mental model with Stubble's stubs: the hook of `fetchStudents()`
// is `_fetchStudents`, a property `isEnabled` has `_getIsEnabled`/`_setIsEnabled` and its backing `_isEnabled`.
// Overloads get the shortest suffix that tells them apart: argument labels first, then parameter types,
// then the result type, as swift-mocking does.

enum MockKeywords {
    /// Words that must be backticked to be used as an identifier.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    static func escaped(_ name: String) -> String {
        if name.hasPrefix("`") { return name }
        return reserved.contains(name) ? "`\(name)`" : name
    }

    static func bare(_ name: String) -> String {
        name.mockReplacing("`", with: "")
    }
}

struct MockNames {
    /// Stem per requirement index: `fetchId` gives `_fetchId`, `fetchIdCallCount`, ...
    var stems: [Int: String]

    static func methodNames(stem: String) -> [String] {
        ["_" + stem, stem + "ReturnValue", stem + "Error", stem + "CallCount", stem + "Invocations", stem + "LastInvocation"]
    }

    static func propertyNames(stem: String) -> [String] {
        let upper = stem.mockCapitalizedFirst
        return ["_get" + upper, "_set" + upper, "_" + stem, stem + "GetCallCount", stem + "SetCallCount", stem + "SetInvocations"]
    }

    static func subscriptNames(stem: String) -> [String] {
        let upper = stem.mockCapitalizedFirst
        return ["_get" + upper, "_set" + upper, stem + "GetCallCount", stem + "GetInvocations", stem + "SetCallCount",
                stem + "SetInvocations"]
    }

    static func initializerNames(stem: String) -> [String] {
        [stem + "Arguments"]
    }

    /// Identifiers the mock always declares.
    static let fixed: Set<String> = ["init", "resetMockedStaticMembers", "mockLock", "mockState", "MockState",
                                     "withMockState", "mockStaticLock", "mockStaticState", "MockStaticState",
                                     "withMockStaticState"]

    static func compute(_ requirements: [MockRequirement]) -> MockNames {
        // Names the protocol itself uses must not be shadowed by a generated one.
        var reserved = fixed
        for requirement in requirements {
            switch requirement {
            case .method(let m): reserved.insert(MockKeywords.bare(m.name))
            case .property(let p): reserved.insert(MockKeywords.bare(p.name))
            default: break
            }
        }
        // A protocol whose generated names at level 0 are all distinct and none reserved: the rounds below would
        // bump no one and keep the level-0 stems; they are taken here without the table of owners (an array per
        // name). Over swift-nio this saves little (0.4M of `compute`'s 20.7M instructions): its cost is in the
        // protocols with overloads, which still take the rounds.
        var seen: Set<String> = []
        seen.reserveCapacity(6 * requirements.count)
        var clash = false
        var firstStems: [Int: String] = [:]
        firstStems.reserveCapacity(requirements.count)
        for (index, requirement) in requirements.enumerated() {
            let stem = candidateStem(requirement, level: 0)
            firstStems[index] = stem
            for name in generatedNames(requirement, stem: stem) where reserved.contains(name) || !seen.insert(name).inserted {
                clash = true
                break
            }
            if clash { break }
        }
        if !clash { return MockNames(stems: firstStems) }
        var levels = Array(repeating: 0, count: requirements.count)
        var stems: [Int: String] = [:]
        // Each requirement's stem and names at its level, made again only when its level changes (making them all
        // at every round was a twentieth of `mock --all`).
        var candidates = requirements.map { candidateStem($0, level: 0) }
        var candidateNames = requirements.indices.map { generatedNames(requirements[$0], stem: candidates[$0]) }
        // Who has each name, kept up to date as stems change (made again at every round, and the clash loop below
        // run whatever the rounds found, this was a thirteenth of `mock --all`). After the first round only the
        // names given in the round before are looked at: a name that clashed before and was given to no one since
        // holds only requirements that cannot be bumped (the others were bumped off it), so it bumps no one.
        var owners: [String: [Int]] = [:]
        owners.reserveCapacity(candidateNames.reduce(0) { $0 + $1.count })
        for index in requirements.indices {
            for name in candidateNames[index] { owners[name, default: []].append(index) }
        }
        var examined: [String]? = nil  // nil: every name
        // Whether a clash was left to the numbering below: a name held by one that cannot be bumped, or rounds
        // run out. Else no name clashes at the end, and the numbering would change nothing.
        var stuck = false, settled = false
        for _ in 0..<8 {
            for index in requirements.indices { stems[index] = candidates[index] }
            var toBump: Set<Int> = []
            func look(_ name: String, _ indices: [Int]) {
                guard indices.count > 1 || reserved.contains(name) else { return }
                for index in indices {
                    if canBump(requirements[index], level: levels[index]) { toBump.insert(index) } else { stuck = true }
                }
            }
            if let examined {
                for name in examined { look(name, owners[name] ?? []) }
            } else {
                for (name, indices) in owners { look(name, indices) }
            }
            if toBump.isEmpty { settled = true; break }
            var given: [String] = []
            for index in toBump {
                for name in candidateNames[index] { owners[name]?.removeAll { $0 == index } }
                levels[index] += 1
                candidates[index] = candidateStem(requirements[index], level: levels[index])
                candidateNames[index] = generatedNames(requirements[index], stem: candidates[index])
                for name in candidateNames[index] {
                    owners[name, default: []].append(index)
                    given.append(name)
                }
            }
            examined = given
        }
        if settled, !stuck { return MockNames(stems: stems) }
        // Whatever still clashes gets a number.
        var used: Set<String> = reserved
        for index in requirements.indices {
            var stem = stems[index] ?? "member"
            var names = generatedNames(requirements[index], stem: stem)
            var counter = 2
            while names.contains(where: { used.contains($0) }) {
                stem = (stems[index] ?? "member") + String(counter)
                names = generatedNames(requirements[index], stem: stem)
                counter += 1
            }
            stems[index] = stem
            used.formUnion(names)
        }
        return MockNames(stems: stems)
    }

    static func generatedNames(_ requirement: MockRequirement, stem: String) -> [String] {
        switch requirement {
        case .method: return methodNames(stem: stem)
        case .property: return propertyNames(stem: stem)
        case .subscriptRequirement: return subscriptNames(stem: stem)
        case .initializer: return initializerNames(stem: stem)
        }
    }

    static let maxLevel = 4

    static func canBump(_ requirement: MockRequirement, level: Int) -> Bool {
        if case .property = requirement { return false }
        return level < maxLevel
    }

    static func candidateStem(_ requirement: MockRequirement, level: Int) -> String {
        switch requirement {
        case .property(let p):
            return MockKeywords.bare(p.name)
        case .method(let m):
            let base = MockKeywords.bare(m.name)
            return base + suffix(parameters: m.parameters, returnType: m.returnType, isStatic: m.isStatic,
                                 effects: (m.isAsync ? "Async" : "") + (m.throwsClause.isThrowing ? "Throwing" : ""),
                                 level: level)
        case .initializer(let i):
            return "init" + suffix(parameters: i.parameters, returnType: nil, isStatic: false, effects: "", level: level)
        case .subscriptRequirement(let s):
            return "subscript" + suffix(parameters: s.parameters, returnType: s.returnType, isStatic: s.isStatic,
                                        effects: "", level: level)
        }
    }

    /// Level 0: nothing. 1: labels (a type for `_`). 2: labels and types. 3: and the result type. 4: labels, types
    /// and effects (overloads still apart at 4 have the same result type, so it would only lengthen the name).
    static func suffix(parameters: [MockParameter], returnType: String?, isStatic: Bool, effects: String, level: Int) -> String {
        guard level > 0 else { return "" }
        var result = ""
        for p in parameters {
            let label = p.externalLabel
            let typeFragment = TypeText.nameFragment(p.type) + (p.isVariadic ? "Variadic" : "")
            if level == 1 {
                result += label == "_" ? typeFragment : MockKeywords.bare(label).mockCapitalizedFirst
            } else {
                result += (label == "_" ? "" : MockKeywords.bare(label).mockCapitalizedFirst) + typeFragment
            }
        }
        if level == 3 { result += "Returning" + (returnType.map(TypeText.nameFragment) ?? "Void") }
        if level >= 4 { result += effects + (isStatic ? "Static" : "") }
        return result
    }
}
