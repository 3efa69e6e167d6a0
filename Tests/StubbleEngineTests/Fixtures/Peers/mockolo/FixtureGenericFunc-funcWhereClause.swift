// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, funcWhereClause (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Parsable {
    //  ...
}
protocol APITarget {
    associatedtype ResultType

    // ...
}

/// @mockable
protocol Networking {
    func request<T>(_ target: T) -> T.ResultType where T: APITarget & Parsable
}
