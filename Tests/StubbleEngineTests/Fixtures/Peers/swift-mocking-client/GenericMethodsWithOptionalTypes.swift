// Input from swift-mocking Sources/MockingClient/GenericMethodsWithOptionalTypes.swift (inputs only; see NOTICE.md and LICENSE in this folder). `@Mocked` and `import Mocking` removed.
//
//  GenericMethodsWithOptionalTypes.swift
//
//  Copyright © 2025 Fetch.
//

import Foundation
/// A protocol for verifying Mocked's handling of generic methods with
/// `Optional` types.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of generic methods with `Optional` types. For temporary
///   testing of Mocked's expansion, use the `Playground` protocol in
///   `main.swift`.
public protocol GenericMethodsWithOptionalTypes {
    func genericMethodWithOptionalTypeAndUnconstrainedGenericParameter<Value>(
        parameter: Value?
    ) -> Value?

    func genericMethodWithOptionalTypeAndConstrainedGenericParameter<Value: Equatable>(
        parameter: Value?
    ) -> Value? where Value: Sendable, Value: Comparable & Hashable
}
