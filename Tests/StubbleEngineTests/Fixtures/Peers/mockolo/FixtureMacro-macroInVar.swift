// Input from Mockolo Tests/TestMacros/FixtureMacro.swift, macroInVar (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol SomeProtocol {
    #if DEBUG
    var debug: String { get }
    #elseif FEATURE_X
    var featureX: String { get }
    #endif
    #if TEST
    func runTest()
    #elseif DEBUG
    func runDebug()
    #endif
}
