// Input from swift-mocking Sources/MockingClient/CompilationConditions.swift (inputs only; see NOTICE.md and LICENSE in this folder). `@Mocked` and `import Mocking` removed.
//
//  CompilationConditions.swift
//
//  Copyright © 2025 Fetch.
//

import Foundation
/// A protocol for verifying Mocked's handling of its `compilationCondition`
/// argument without a provided value.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of its `compilationCondition` argument without a
///   provided value. For temporary testing of Mocked's expansion, use the
///   `Playground` protocol in `main.swift`.
public protocol DefaultCompilationCondition {}

/// A protocol for verifying Mocked's handling of its `compilationCondition`
/// argument with a `.none` value.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of its `compilationCondition` argument with a `.none`
///   value. For temporary testing of Mocked's expansion, use the `Playground`
///   protocol in `main.swift`.
public protocol NoneCompilationCondition {}

/// A protocol for verifying Mocked's handling of its `compilationCondition`
/// argument with a `.debug` value.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of its `compilationCondition` argument with a `.debug`
///   value. For temporary testing of Mocked's expansion, use the `Playground`
///   protocol in `main.swift`.
public protocol DebugCompilationCondition {}

/// A protocol for verifying Mocked's handling of its `compilationCondition`
/// argument with a `.swiftMockingEnabled` value.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of its `compilationCondition` argument with a
///   `.swiftMockingEnabled` value. For temporary testing of Mocked's expansion,
///   use the `Playground` protocol in `main.swift`.
public protocol SwiftMockingEnabledCompilationCondition {}

/// A protocol for verifying Mocked's handling of its `compilationCondition`
/// argument with a `.custom` compilation condition.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of its `compilationCondition` argument with a `.custom`
///   compilation condition. For temporary testing of Mocked's expansion, use
///   the `Playground` protocol in `main.swift`.
public protocol CustomCompilationCondition {}

/// A protocol for verifying Mocked's handling of its `compilationCondition`
/// argument with a string literal compilation condition.
///
/// - Important: Please only use this protocol for permanent verification of
///   Mocked's handling of its `compilationCondition` argument with a string
///   literal compilation condition. For temporary testing of Mocked's
///   expansion, use the `Playground` protocol in `main.swift`.
public protocol StringLiteralCompilationCondition {}
