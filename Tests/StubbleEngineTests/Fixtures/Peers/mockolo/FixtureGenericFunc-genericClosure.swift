// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, genericClosure (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol P {
    func argPosition<T>(closure: (T) -> Int) -> Int
    func retPosition<T>(closure: (Int) -> T) -> T
    func argPositionOptional<T>(closure: ((T) -> Int)?) -> Int
    func retPositionOptional<T>(closure: ((Int) -> T)?) -> T
}
