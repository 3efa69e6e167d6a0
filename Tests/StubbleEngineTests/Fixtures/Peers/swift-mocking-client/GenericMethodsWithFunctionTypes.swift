// Input from swift-mocking Sources/MockingClient/GenericMethodsWithFunctionTypes.swift (inputs only; see NOTICE.md and LICENSE in this folder). `@Mocked` and `import Mocking` removed.
//
//  GenericMethodsWithFunctionTypes.swift
//
//  Copyright © 2025 Fetch.
//

import Foundation
/// A protocol for verifying Mocked's handling of generic methods with function
/// types.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of generic methods with function types. For temporary
///   testing of Mocked's expansion, use the `Playground` protocol in
///   `main.swift`.
public protocol GenericMethodsWithFunctionTypes {
    func genericMethodWithFunctionTypeAndUnconstrainedGenericParameters<Value>(
        parameter: @escaping (String) -> Value
    ) -> (String) -> Value

    func genericMethodWithFunctionTypeAndConstrainedGenericParameters<Value: Sendable>(
        parameter: @escaping (String) -> Value
    ) -> (String) -> Value where Value: Equatable
}
