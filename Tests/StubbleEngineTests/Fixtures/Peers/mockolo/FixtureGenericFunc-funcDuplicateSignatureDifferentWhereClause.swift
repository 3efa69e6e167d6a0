// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, funcDuplicateSignatureDifferentWhereClause (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Adapter {}
protocol KeyedAdapter {}
protocol KeyedAdapter2 {}
protocol KeyedAdapter3 {}

/// @mockable
protocol Storing {
    func connect<T>(adapter: T) where T: Adapter
    func connect<T>(adapter: T) where T: KeyedAdapter
    func connect<T>(adapter: T) where T: KeyedAdapter2
    func connect<T>(adapter: T) where T: KeyedAdapter3
}
