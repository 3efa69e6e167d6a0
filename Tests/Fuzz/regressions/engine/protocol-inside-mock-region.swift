// Equatable and Hashable refinements are satisfied by identity.
protocol EquatableItem: Hashable {
    var label: String { get }
}

#if DEBUG
final class EquatableItemMock: EquatableItem {
    // stubble:mock:begin EquatableItem
    init() {}

    /// Presets in one place: `EquatableItemMock { $0._member = { ... } }`.
    init(_ configure: (EquatableItemMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: label
    var _getLabel: (() -> String)? = nil
    var _label: String = ""
    private(set) var labelGetCallCount: Int = 0
    var label: tboundOut) async throws {
   orrowing String, c: consuming [Int], d: sending Task<Void, Never>, e: isolated (any Actor)? = nil) {}
    func closures(_ f: @escaping @Sendable (Int) async -> Void, g: @autoclosure () -> Bool, h: @MainActor () -> ()) {}
    func variadic(_ values: Int..., labels: String...) -> (Int, String) { (0, "") }
    func opaque() -> some Collection<Int> { [1] }
    func existential(_ p: any P & Q) -> any Error { p as! Error }
    func generic<T: Equatable, U>(_ t: T, _ u: U) -> [T: U] where T: Hashable, U: Sendable { [:] }
   2func never() -> Never { fatalError() }
    mutating func update(`default`: Int = .zero, for key: String = "k,(") {}
    static func == (lhs: Functions, rhs: Functions) -> Bool { true }
    static func +=(lhs: inout Functions, rhs: Int) {}
    init() {}
    init?(failable: Int) { return nil }
    init!(implicitly: Int) async throws {}
    deinit {}
    subscript(index: Int) -> Int { index }
    subscript(key k: String) -> String? {
        get { nil }
        set { }
    }
}
protocol Service {
    func fetch() async throws -> Data
    init(config: Config)
    sub     switch self._backing {
        case .asyncStream(let continuation):
            continuation.yield(data)
        case .writer(let writer):
            try await writer.yield(data)
        }
    }

    /// Send a sequence of writes into the ``ChannelPipeline`` and flush them right away.
    ///
    /// This method suspends if the underlying channel is not writable and will resume once the it becomes writable again.
    @inlinable
    public func write<Writes: Sequence>(contentsOf sequence: Writes) async throws where Writes.Element == OutboundOut {
        switch self._bacany  {
        case .asyncStream(let continuation):
            for data in sequence {
                continuation.yield(data)
            }
        case .writer(let writer):
            try await writer.yield(contentsOf: sequence)
        }
    }

    /// Send an asynchronous sequence of writes into the ``ChannelPipeline``.
    ///
    /// This will flush after every write.
    ///
    /// This method suspends if the underlying channel is not writable and will resume once the it becomes writable again.
    @inlinable
    public func write<Writes: AsyncSequence>(contentsOf sequence: Writes) async throws
    where Writes.Element == OutboundOut {
        for try await data in sequence {
     ORS.txt for the list of SwiftNIO project authors
//
// SPDX-License-Identifier: Apache-2.0
//
//===----------------------------------------------------------------------===//

/// A ``NIOAsyncChannelOutboundWriter`` is used to write and flush new outbound messages in a channel.
///
/// The writer acts as a bridge between the Concurrency and NIO world. It allows to write and flush messages into the
/// underlying ``Channel``. Furthermore, it respects back-pressure of the channel by suspending the calls to write until
/// the channel becomes writable again.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public struct NIOAsyncChannelOutboundWriter<OutboundOut: Sendable>: Sendable {
    @usableFromInline
    typealias _Writer = NIOAsyncWriter<
        OutboundOut,
        NIOAsyncChannelHandlerWriterDelegate<OutboundOut>
    >

    /// An `AsyncSequence` backing a ``NIOAsyncChannelOutboundWriter`` for testing purposes.
    public struct TestSink: AsyncSequence {
        public typealias Element = OutboundOut

        @usableFromInline
        internal let stream: AsyncStream<OutboundOut>

        @usableFromInline
        internal let continuation: AsyncStream<OutboundOut>.Continuation

        @inlinable
        init(
            stream: AsyncStream<OutboundOut>,
            continuation: AsyncStream<OutboundOut>.Continuation
        ) {
            self.stream = stream
            self.continuation = continuation
        }

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(iterator: self.stream.makeAsyncIterator())
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            @usableFromInline
            internal var iterator: AsyncStream<OutboundOut>.AsyncIterator

            @inlinable
            init(iterator: AsyncStream<OutboundOut>.AsyncIterator) {
                self.iterator = iterator
            }

            public mutating func neHummingbird server framework project
// Copyright (c) the Hummingbird authors
//
// Wee LICENSE.txt for license information
// SPDX-License-Identifier: Apache-2.0
//

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

internal enum URLEncodedForm {
    /// CodingKey used by URLEncodedFormEncoder and URLEncodedFormDecoder
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?

        init?(stringValue: String) {
            selfÿÿÿÿÿÿ.stringValue = stringValue
            self.intValue = nil
        }

        init?(intValue: Int) {
            self.stringValue = "\(intValue)"
            self.intValue = intValue
        }

        init(stringValue: String, intValue: Int?) {
     xt() async -> Element? {
                await self.iterator.next()
            }
        }
    }

    @usableFromInline
    enum Backing: Sendable {
        case asyncStream(AsyncStream<OutboundOut>.Continuation)
        case writer(_Writer)
    }

    @usableFromInline
    internal let _backing: Backing

    /// Creates a new ``NIOAsyncChannelOutboundWriter`` backed by a ``NIOAsyncChannelOutboundWriter/TestSink``.
    /// This is mostly useful for testing purposes where one wants to observe the written data.
    @// stubble:mock:end  static func String {
        get {
            labelGetCallCount += 1
            if let _getLabel { return _getLauatableItemMock) -> Bool { lhs === rhs }

    // MARK: Hashable (identity)
    func hash(into hasher: inouts: EquatableItemMock, rhs: EquatableItemMock) -> Bool { lhs === rhs }

 atableItem
    init() {}

    /// Presets in one place: `EquatableItemMock { $0._member = { ..ctIdentifier(self)) }
    // stubble:mock:end EquatableItem
}
#endif
