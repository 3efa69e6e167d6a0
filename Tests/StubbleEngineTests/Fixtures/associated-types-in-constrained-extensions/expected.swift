// Adapted from swift-algorithms' Intersperse.swift (Apache License 2.0, Copyright (c) 2021 Apple Inc. and the
// Swift project authors), comments removed. A member of a constrained extension (`where Base: Collection`)
// gets its hook in the type's body, where the associated types the conformances infer (`Element`) may not
// mean the same: there `((Any) -> Element)?` failed with "reference to invalid associated type 'Element'"
// and "type 'Base' does not conform to protocol 'RandomAccessCollection'". A hook whose type names something
// that neither the standard library, the file nor the module declares is type-erased (`Any`, cast back).
// Compiled through SIL, not run: this code (like swift-algorithms' own file) type-checks only in a
// whole-module build; compiled file by file beside a `main` that uses it, Swift fails on the original too.
// @Stubbable
public struct Interspersed<Base: Sequence> {
  @usableFromInline var _getBase: (() -> Base)? { get { _stubs.hooks["_getBase"] as? (() -> Base) } nonmutating set { _stubs.hooks["_getBase"] = newValue } } // stubble
  @usableFromInline internal var base: Base { // stubble
      @storageRestrictions(initializes: _base) @inlinable init { _base = newValue } // stubble
      get { if let _getBase { return _getBase() }; return _base } // stubble
  } // stubble
  @usableFromInline
  internal let _base: Base

  @usableFromInline var _getSeparator: (() -> Base.Element)? { get { _stubs.hooks["_getSeparator"] as? (() -> Base.Element) } nonmutating set { _stubs.hooks["_getSeparator"] = newValue } } // stubble
  @usableFromInline internal var separator: Base.Element { // stubble
      @storageRestrictions(initializes: _separator) @inlinable init { _separator = newValue } // stubble
      get { if let _getSeparator { return _getSeparator() }; return _separator } // stubble
  } // stubble
  @usableFromInline
  internal let _separator: Base.Element

  @usableFromInline static var _initBaseSeparator: ((Base, Base.Element) -> Interspersed)? { get { _staticStubs_Interspersed[ObjectIdentifier(Interspersed.self)]?["_initBaseSeparator"] as? ((Base, Base.Element) -> Interspersed) } set { _staticStubs_Interspersed[ObjectIdentifier(Interspersed.self), default: [:]]["_initBaseSeparator"] = newValue } } // stubble
  @inlinable
  internal init(base: Base, separator: Base.Element) {
    if let _initBaseSeparator = Self._initBaseSeparator { self = _initBaseSeparator(base, separator); return } // stubble
    self.base = base
    self.separator = separator
  }
  @usableFromInline var _makeIterator: (() -> Interspersed<Base>.Iterator)? { get { _stubs.hooks["_makeIterator"] as? (() -> Interspersed<Base>.Iterator) } nonmutating set { _stubs.hooks["_makeIterator"] = newValue } } // stubble
  @usableFromInline var _getStartIndex: (() -> Any)? { get { _stubs.hooks["_getStartIndex"] as? (() -> Any) } nonmutating set { _stubs.hooks["_getStartIndex"] = newValue } } // stubble
  @usableFromInline var _getEndIndex: (() -> Any)? { get { _stubs.hooks["_getEndIndex"] as? (() -> Any) } nonmutating set { _stubs.hooks["_getEndIndex"] = newValue } } // stubble
  @usableFromInline var _indexAfter: ((Any) -> Any)? { get { _stubs.hooks["_indexAfter"] as? ((Any) -> Any) } nonmutating set { _stubs.hooks["_indexAfter"] = newValue } } // stubble
  @usableFromInline var _subscript: ((Any) -> Any)? { get { _stubs.hooks["_subscript"] as? ((Any) -> Any) } nonmutating set { _stubs.hooks["_subscript"] = newValue } } // stubble
  @usableFromInline var _distance: ((Any, Any) -> Int)? { get { _stubs.hooks["_distance"] as? ((Any, Any) -> Int) } nonmutating set { _stubs.hooks["_distance"] = newValue } } // stubble
  @usableFromInline var _indexIndexOffsetBy: ((Any, Int) -> Any)? { get { _stubs.hooks["_indexIndexOffsetBy"] as? ((Any, Int) -> Any) } nonmutating set { _stubs.hooks["_indexIndexOffsetBy"] = newValue } } // stubble
  @usableFromInline var _indexIndexOffsetByLimitedBy: ((Any, Int, Any) -> Any)? { get { _stubs.hooks["_indexIndexOffsetByLimitedBy"] as? ((Any, Int, Any) -> Any) } nonmutating set { _stubs.hooks["_indexIndexOffsetByLimitedBy"] = newValue } } // stubble
  @usableFromInline var _offsetForwardIndexBy: ((Any, Int) -> Any)? { get { _stubs.hooks["_offsetForwardIndexBy"] as? ((Any, Int) -> Any) } nonmutating set { _stubs.hooks["_offsetForwardIndexBy"] = newValue } } // stubble
  @usableFromInline var _offsetBackwardIndexBy: ((Any, Int) -> Any)? { get { _stubs.hooks["_offsetBackwardIndexBy"] as? ((Any, Int) -> Any) } nonmutating set { _stubs.hooks["_offsetBackwardIndexBy"] = newValue } } // stubble
  @usableFromInline var _offsetForwardIndexByLimitedBy: ((Any, Int, Any) -> Any)? { get { _stubs.hooks["_offsetForwardIndexByLimitedBy"] as? ((Any, Int, Any) -> Any) } nonmutating set { _stubs.hooks["_offsetForwardIndexByLimitedBy"] = newValue } } // stubble
  @usableFromInline var _offsetBackwardIndexByLimitedBy: ((Any, Int, Any) -> Any)? { get { _stubs.hooks["_offsetBackwardIndexByLimitedBy"] as? ((Any, Int, Any) -> Any) } nonmutating set { _stubs.hooks["_offsetBackwardIndexByLimitedBy"] = newValue } } // stubble
  @usableFromInline var _indexBefore: ((Any) -> Any)? { get { _stubs.hooks["_indexBefore"] as? ((Any) -> Any) } nonmutating set { _stubs.hooks["_indexBefore"] = newValue } } // stubble
  final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
      @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
      init() {} // stubble
      init(from decoder: any Swift.Decoder) throws {} // stubble
      func encode(to encoder: any Swift.Encoder) throws {} // stubble
      static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
      func hash(into hasher: inout Swift.Hasher) {} // stubble
  } // stubble
  var _stubs = _StubBox() // stubble
  static func _resetStaticStubs() { // stubble
      _staticStubs_Interspersed.removeAll() // stubble
  } // stubble
  public nonisolated var customMirror: Mirror { Mirror(self, children: ["base": self._base as Any, "separator": self._separator as Any], displayStyle: .struct) } // stubble
}
nonisolated(unsafe) private var _staticStubs_Interspersed: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Interspersed: CustomReflectable {} // stubble

// @Stubbable
extension Interspersed: Sequence {
  public struct Iterator: IteratorProtocol {
    @usableFromInline
    internal enum State {
      case start
      case element(Base.Element)
      case separator
    }

    @usableFromInline
    internal var iterator: Base.Iterator

    @usableFromInline
    internal let separator: Base.Element

    @usableFromInline
    internal var state = State.start

    @inlinable
    internal init(iterator: Base.Iterator, separator: Base.Element) {
      self.iterator = iterator
      self.separator = separator
    }

    @inlinable
    public mutating func next() -> Base.Element? {
      switch state {
      case .start:
        state = .separator
        return iterator.next()
      case .separator:
        guard let next = iterator.next() else { return nil }
        state = .element(next)
        return separator
      case .element(let element):
        state = .separator
        return element
      }
    }
  }

  @inlinable
  public func makeIterator() -> Interspersed<Base>.Iterator {
    if let _makeIterator { _makeIterator() } else { // stubble
    Iterator(iterator: base.makeIterator(), separator: separator)
    } // stubble
  }
}

// @Stubbable
extension Interspersed: Collection where Base: Collection {
  public struct Index: Comparable {
    @usableFromInline
    internal enum Representation: Equatable {
      case element(Base.Index)
      case separator(next: Base.Index)
    }

    @usableFromInline
    internal let representation: Representation

    @inlinable
    internal init(representation: Representation) {
      self.representation = representation
    }

    @inlinable
    public static func < (lhs: Index, rhs: Index) -> Bool {
      switch (lhs.representation, rhs.representation) {
      case let (.element(li), .element(ri)),
           let (.separator(next: li), .separator(next: ri)),
           let (.element(li), .separator(next: ri)):
        return li < ri
      case let (.separator(next: li), .element(ri)):
        return li <= ri
      }
    }

    @inlinable
    internal static func element(_ index: Base.Index) -> Self {
      Self(representation: .element(index))
    }

    @inlinable
    internal static func separator(next: Base.Index) -> Self {
      Self(representation: .separator(next: next))
    }
  }

  @inlinable
  public var startIndex: Index {
    if let _getStartIndex { _getStartIndex() as! Index } else { // stubble
    base.startIndex == base.endIndex ? endIndex : .element(base.startIndex)
    } // stubble
  }

  @inlinable
  public var endIndex: Index {
    if let _getEndIndex { _getEndIndex() as! Index } else { // stubble
    .separator(next: base.endIndex)
    } // stubble
  }

  @inlinable
  public func index(after i: Index) -> Index {
    if let _indexAfter { return _indexAfter(i) as! Index } // stubble
    precondition(i != endIndex, "Can't advance past endIndex")
    switch i.representation {
    case let .element(index):
      return .separator(next: base.index(after: index))
    case let .separator(next):
      return .element(next)
    }
  }

  @inlinable
  public subscript(position: Index) -> Element {
    if let _subscript { return _subscript(position) as! Element } // stubble
    switch position.representation {
    case .element(let index): return base[index]
    case .separator: return separator
    }
  }

  @inlinable
  public func distance(from start: Index, to end: Index) -> Int {
    if let _distance { return _distance(start, end) } // stubble
    switch (start.representation, end.representation) {
    case let (.element(element), .separator(next: separator)):
      return 2 * base.distance(from: element, to: separator) - 1
    case let (.separator(next: separator), .element(element)):
      return 2 * base.distance(from: separator, to: element) + 1
    case let (.element(start), .element(end)),
         let (.separator(start), .separator(end)):
      return 2 * base.distance(from: start, to: end)
    }
  }

  @inlinable
  public func index(_ index: Index, offsetBy distance: Int) -> Index {
    if let _indexIndexOffsetBy { _indexIndexOffsetBy(index, distance) as! Index } else { // stubble
    distance >= 0
      ? offsetForward(index, by: distance)
      : offsetBackward(index, by: -distance)
    } // stubble
  }

  @inlinable
  public func index(
      _ index: Index,
      offsetBy distance: Int,
      limitedBy limit: Index
    ) -> Index? {
      if let _indexIndexOffsetByLimitedBy { return _indexIndexOffsetByLimitedBy(index, distance, limit) as! Index? } // stubble
      if distance >= 0 {
        return limit >= index
          ? offsetForward(index, by: distance, limitedBy: limit)
          : offsetForward(index, by: distance)
      } else {
        return limit <= index
          ? offsetBackward(index, by: -distance, limitedBy: limit)
          : offsetBackward(index, by: -distance)
      }
    }

  @inlinable
  internal func offsetForward(_ i: Index, by distance: Int) -> Index {
    if let _offsetForwardIndexBy { return _offsetForwardIndexBy(i, distance) as! Index } // stubble
    guard let index = offsetForward(i, by: distance, limitedBy: endIndex)
      else { fatalError("Index is out of bounds") }
    return index
  }

  @inlinable
  internal func offsetBackward(_ i: Index, by distance: Int) -> Index {
    if let _offsetBackwardIndexBy { return _offsetBackwardIndexBy(i, distance) as! Index } // stubble
    guard let index = offsetBackward(i, by: distance, limitedBy: startIndex)
      else { fatalError("Index is out of bounds") }
    return index
  }

  @inlinable
  internal func offsetForward(
    _ index: Index, by distance: Int, limitedBy limit: Index
  ) -> Index? {
    if let _offsetForwardIndexByLimitedBy { return _offsetForwardIndexByLimitedBy(index, distance, limit) as! Index? } // stubble
    assert(distance >= 0)
    assert(limit >= index)

    switch (index.representation, limit.representation, distance.isMultiple(of: 2)) {
    case let (.element(index), .element(limit), true),
         let (.separator(next: index), .element(limit), false):
      return base.index(index, offsetBy: distance / 2, limitedBy: limit)
        .map { .element($0) }

    case let (.element(index), .element(limit), false),
         let (.element(index), .separator(next: limit), false),
         let (.separator(next: index), .element(limit), true),
         let (.separator(next: index), .separator(next: limit), true):
      return base.index(index, offsetBy: (distance + 1) / 2, limitedBy: limit)
        .map { .separator(next: $0) }

    case let (.element(index), .separator(next: limit), true),
         let (.separator(next: index), .separator(next: limit), false):
      return base.index(index, offsetBy: distance / 2, limitedBy: limit)
        .flatMap { $0 == limit ? nil : .element($0) }
    }
  }

  @inlinable
  internal func offsetBackward(
    _ index: Index, by distance: Int, limitedBy limit: Index
  ) -> Index? {
    if let _offsetBackwardIndexByLimitedBy { return _offsetBackwardIndexByLimitedBy(index, distance, limit) as! Index? } // stubble
    assert(distance >= 0)
    assert(limit <= index)

    switch (index.representation, limit.representation, distance.isMultiple(of: 2)) {
    case let (.element(index), .element(limit), true),
         let (.element(index), .separator(next: limit), true),
         let (.separator(next: index), .element(limit), false),
         let (.separator(next: index), .separator(next: limit), false):
      return base.index(index, offsetBy: -((distance + 1) / 2), limitedBy: limit)
        .map { .element($0) }

    case let (.element(index), .separator(next: limit), false),
         let (.separator(next: index), .separator(next: limit), true):
      return base.index(index, offsetBy: -(distance / 2), limitedBy: limit)
        .map { .separator(next: $0) }

    case let (.element(index), .element(limit), false),
         let (.separator(next: index), .element(limit), true):
      return base.index(index, offsetBy: -(distance / 2), limitedBy: limit)
        .flatMap { $0 == limit ? nil : .separator(next: $0) }
    }
  }
}

// @Stubbable
extension Interspersed: BidirectionalCollection
  where Base: BidirectionalCollection
{
  @inlinable
  public func index(before i: Index) -> Index {
    if let _indexBefore { return _indexBefore(i) as! Index } // stubble
    precondition(i != startIndex, "Can't move before startIndex")
    switch i.representation {
    case let .element(index):
      return .separator(next: index)
    case let .separator(next):
      return .element(base.index(before: next))
    }
  }
}

extension Interspersed: RandomAccessCollection
  where Base: RandomAccessCollection {}

extension Interspersed: LazySequenceProtocol
  where Base: LazySequenceProtocol {}

extension Interspersed: LazyCollectionProtocol
  where Base: LazySequenceProtocol & Collection {}
