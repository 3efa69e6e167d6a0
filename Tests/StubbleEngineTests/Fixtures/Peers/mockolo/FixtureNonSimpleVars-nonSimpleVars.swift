// Input from Mockolo Tests/TestVars/FixtureNonSimpleVars.swift, nonSimpleVars (inputs only; see NOTICE.md and LICENSE in this folder).
enum ModuleX {
    struct SomeType {}
}

/// @mockable
public protocol NonSimpleVars {
    @available(iOS 10.0, *)
    var dict: Dictionary<String, Int> { get set }

    var closureVar: ((_ arg: String) -> Void)? { get }
    var voidHandler: (() -> ()) { get }
    var hasDot: ModuleX.SomeType? { get }
    static var someVal: String { get }
    static var someVal2: String { get set }
}
