// @Stubbable
struct Grid {
    var _getCells: (() -> [Int])? { get { _stubs.hooks["_getCells"] as? (() -> [Int]) } nonmutating set { _stubs.hooks["_getCells"] = newValue } } // stubble
    var _setCells: (([Int]) -> Void)? { get { _stubs.hooks["_setCells"] as? (([Int]) -> Void) } nonmutating set { _stubs.hooks["_setCells"] = newValue } } // stubble
    var cells: [Int] = [1, 2, 3, 4] { // stubble
        @storageRestrictions(initializes: _cells) init { _cells = newValue } // stubble
        get { if let _getCells { return _getCells() }; return _cells } // stubble
        set { if let _setCells { _setCells(newValue) } else { _cells = newValue } } // stubble
        _modify { if _getCells == nil && _setCells == nil { yield &_cells } else { var _stubbleValue = cells; yield &_stubbleValue; cells = _stubbleValue } } // stubble
    } // stubble
    var _cells: [Int] = [1, 2, 3, 4]

    var _getTotal: (() -> Int)? { get { _stubs.hooks["_getTotal"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getTotal"] = newValue } } // stubble
    var total: Int {
        if let _getTotal { _getTotal() } else { // stubble
        cells.reduce(0, +)
        } // stubble
    }

    var _getIsEmpty: (() -> Bool)? { get { _stubs.hooks["_getIsEmpty"] as? (() -> Bool) } nonmutating set { _stubs.hooks["_getIsEmpty"] = newValue } } // stubble
    var isEmpty: Bool {
        if let _getIsEmpty { return _getIsEmpty() } // stubble
        if cells.isEmpty { return true }
        return false
    }

    var _subscriptIndex: ((Int) -> Int)? { get { _stubs.hooks["_subscriptIndex"] as? ((Int) -> Int) } nonmutating set { _stubs.hooks["_subscriptIndex"] = newValue } } // stubble
    subscript(index: Int) -> Int {
        if let _subscriptIndex { _subscriptIndex(index) } else { // stubble
        cells[index]
        } // stubble
    }

    var _subscriptRowColumn: ((Int, Int) -> Int)? { get { _stubs.hooks["_subscriptRowColumn"] as? ((Int, Int) -> Int) } nonmutating set { _stubs.hooks["_subscriptRowColumn"] = newValue } } // stubble
    subscript(row row: Int, column column: Int) -> Int {
        if let _subscriptRowColumn { return _subscriptRowColumn(row, column) } // stubble
        return cells[row * 2 + column]
    }
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["cells": self._cells as Any], displayStyle: .struct) } // stubble
}
extension Grid: CustomReflectable {} // stubble
