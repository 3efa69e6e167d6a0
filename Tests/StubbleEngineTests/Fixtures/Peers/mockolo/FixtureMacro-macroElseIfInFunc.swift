// Input from Mockolo Tests/TestMacros/FixtureMacro.swift, macroElseIfInFunc (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol PresentableListener: AnyObject {
    func run()
    #if DEBUG
    func showDebugMode()
    #elseif TEST
    func showTestMode()
    #elseif FEATURE_X
    func showFeatureXMode()
    #else
    func showReleaseMode()
    #endif
}
