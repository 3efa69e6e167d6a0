// Every diagnostic code the engine reports, in one place: the code, its severity, and a line that says what
// it means. README's "Diagnostic codes" table is checked against this list (`DiagnosticCodeTests`), and
// so is every code the engine's sources write.

public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable {
    case outOfDate = "stubble.outOfDate"
    case notExpanded = "stubble.notExpanded"
    case orphanedStubs = "stubble.orphanedStubs"
    case attributeForm = "stubble.attributeForm"
    case unsupportedType = "stubble.unsupportedType"
    case requiresExplicitType = "stubble.requiresExplicitType"
    case requiresVar = "stubble.requiresVar"
    case computedProperty = "stubble.computedProperty"
    case requiresIdentifier = "stubble.requiresIdentifier"
    case notAFunction = "stubble.notAFunction"
    case notAProperty = "stubble.notAProperty"
    case unsupported = "stubble.unsupported"
    case skipped = "stubble.skipped"
    case nameClash = "stubble.nameClash"
    case noHooks = "stubble.noHooks"
    case moduleView = "stubble.moduleView"
    case mockOutOfDate = "stubble.mockOutOfDate"
    case mockUnsupported = "stubble.mockUnsupported"
    case mockRefinedProtocolNotFound = "stubble.mockRefinedProtocolNotFound"
    case otherMockLibrary = "stubble.otherMockLibrary"
    case mockDoesNotCoverProtocol = "stubble.mockDoesNotCoverProtocol"
    case mockDefaultsNotDeclared = "stubble.mockDefaultsNotDeclared"

    /// The severity findings of this code usually have, and the severities as README states them (some
    /// codes are an error where the user asked for a member directly and a hint under a type).
    public var severity: (usual: Severity, stated: String) {
        switch self {
        case .outOfDate: return (.warning, "warning")
        case .notExpanded: return (.warning, "warning")
        case .orphanedStubs: return (.warning, "warning")
        case .attributeForm: return (.error, "error")
        case .unsupportedType: return (.error, "error")
        case .requiresExplicitType: return (.error, "error (direct) / hint (under a type)")
        case .requiresVar: return (.error, "error")
        case .computedProperty: return (.error, "error / hint")
        case .requiresIdentifier: return (.error, "error")
        case .notAFunction: return (.error, "error")
        case .notAProperty: return (.error, "error")
        case .unsupported: return (.error, "error (direct) / hint")
        case .skipped: return (.hint, "hint")
        case .nameClash: return (.hint, "hint / error")
        case .noHooks: return (.warning, "warning")
        case .moduleView: return (.hint, "hint")
        case .mockOutOfDate: return (.warning, "warning")
        case .mockUnsupported: return (.warning, "warning")
        case .mockRefinedProtocolNotFound: return (.error, "error")
        case .otherMockLibrary: return (.information, "information")
        case .mockDoesNotCoverProtocol: return (.error, "error")
        case .mockDefaultsNotDeclared: return (.error, "error")
        }
    }

    /// A mock's finding (out of date, cannot be mocked, refined protocol not found, does not cover).
    public var isMock: Bool {
        self == .mockOutOfDate || self == .mockUnsupported || self == .mockRefinedProtocolNotFound || self == .mockDoesNotCoverProtocol
            || self == .mockDefaultsNotDeclared
    }

    /// What the code means, in one line (README's "meaning" column).
    public var doc: String {
        switch self {
        case .outOfDate: return "Stubs of 'X' are out of date"
        case .notExpanded: return "Stubs of 'X' are not written yet"
        case .orphanedStubs: return "generated code without annotation"
        case .attributeForm: return "Stubble's attribute needs its macro package"
        case .unsupportedType: return "'@Stubbable' cannot be applied to enums / protocols / extensions (of a type declared elsewhere)"
        case .requiresExplicitType: return "'@StubbableProperty' requires an explicit type (when no type is obvious, the message says to write it after the name)"
        case .requiresVar: return "'@StubbableProperty' can only be applied to 'var' members. (attribute form only; the comment form stubs a `let`'s getter)"
        case .computedProperty: return "'@StubbableProperty' cannot be applied to computed properties."
        case .requiresIdentifier: return "tuple patterns"
        case .notAFunction: return "'@StubbableFunction' can only be applied to functions (a function without a body, or the annotation on a property)"
        case .notAProperty: return "'@StubbableProperty' can only be applied to properties (on a function, initializer or subscript)"
        case .unsupported: return "a member that cannot be stubbed, with the reason (`-> some P`, `Self`, an `unsafeAddress` accessor, static in a generic type, extension of a type declared elsewhere, ...)"
        case .skipped: return "a member skipped under a stubbable type, with the reason (initializers, operators, several bindings in one `var`, ...)"
        case .nameClash: return "a name the stubs need (`_x`, `_getX`, `_setX`) is already a member"
        case .noHooks: return "an annotated type or extension none of whose members gets a hook, with the first member's reason"
        case .moduleView: return "why a type's generated code has its shape, as its module reads (coding keys written or left out for what other files declare)"
        case .mockOutOfDate: return "'FooMock' no longer matches protocol 'Foo' (what was added, removed, changed)"
        case .mockUnsupported: return "a mocked protocol that can no longer be mocked, with the reason"
        case .mockRefinedProtocolNotFound: return "a refined protocol none of the given files declares"
        case .otherMockLibrary: return "'P' is mocked by swift-mocking / Spyable / Mockolo / Sourcery (the marker as written)"
        case .mockDoesNotCoverProtocol: return "a mock that cannot be regenerated to witness every requirement; names the requirement"
        case .mockDefaultsNotDeclared: return "the file's mocks ask `StubbleDefaultProvidable` for defaults and none of the given files declares it"
        }
    }
}

extension Finding {
    /// The finding's code as a `DiagnosticCode` (nil for a code the engine does not make, e.g. a test's).
    public var diagnosticCode: DiagnosticCode? { DiagnosticCode(rawValue: code) }
}
