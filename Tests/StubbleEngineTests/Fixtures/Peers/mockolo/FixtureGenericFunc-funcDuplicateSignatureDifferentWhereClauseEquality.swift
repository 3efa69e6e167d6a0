// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, funcDuplicateSignatureDifferentWhereClauseEquality (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Adapter {
    associatedtype Element
}
protocol KeyedAdapter {
    associatedtype Element
}
protocol KeyedAdapter2 {
    associatedtype Element
}
protocol KeyedAdapter3 {
    associatedtype Element
}

/// @mockable
protocol Storing<S> {
    associatedtype S: Sequence
    func connect<T>(adapter: T) where T: Adapter, T.Element == S.Element
    func connect<T>(adapter: T) where T: KeyedAdapter, T.Element == S.Element
    func connect<T>(adapter: T) where T: KeyedAdapter2, T.Element == S.Element
    func connect<T>(adapter: T) where T: KeyedAdapter3, T.Element == S.Element
}
