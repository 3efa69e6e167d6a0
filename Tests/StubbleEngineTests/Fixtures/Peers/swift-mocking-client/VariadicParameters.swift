// Input from swift-mocking Sources/MockingClient/VariadicParameters.swift (inputs only; see NOTICE.md and LICENSE in this folder). `@Mocked` and `import Mocking` removed.
//
//  VariadicParameters.swift
//
//  Copyright © 2025 Fetch.
//

import Foundation
/// A protocol for verifying Mocked's handling of variadic parameters.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of variadic parameters. For temporary testing of
///   Mocked's expansion, use the `Playground` protocol in `main.swift`.
public protocol VariadicParameters {
    func method(strings: String..., integers: Int...)
}
