// Input from Mockolo Tests/TestFuncs/TestBasicFuncs/FixtureSimpleFuncs.swift, simpleFuncs (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
public protocol SimpleFunc {
    func update(arg: Int) -> String
}
