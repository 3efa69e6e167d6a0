// Properties and subscripts whose accessors yield (`_read`, `_modify`, as the standard library and
// swift-collections write them). `_read` is stubbed like a getter: its guard yields the hook's value
// (`_getX`). `_modify` is stubbed like a setter: its guard yields a temporary holding the current value (read
// through the getter, and its hook) and hands the changed value to the setter's hook (`_setX`), which a
// `set` accessor, when there is one, calls too. With no hook set, each accessor runs as written.
// @Stubbable
final class Buffer {
    private var storage: [Int] = [1, 2, 3]
    private var header = "head"

    var first: Int {
        _read {
            yield storage[0]
        }
        _modify {
            yield &storage[0]
        }
    }

    var title: String {
        get { header }
        set { header = newValue }
        _modify { yield &header }
    }

    subscript(position: Int) -> Int {
        @inline(__always)
        _read { yield storage[position] }
        _modify {
            precondition(position < storage.count)
            yield &storage[position]
        }
    }

    subscript(from from: Int, count count: Int) -> ArraySlice<Int> {
        get { storage[from..<(from + count)] }
        _modify { yield &storage[from..<(from + count)] }
    }

    var last: Int {
        _read { yield storage[storage.count - 1] }
    }

    subscript(at index: Int, default value: @autoclosure () -> Int) -> Int {
        get { index < storage.count ? storage[index] : value() }
        _modify {
            var current = index < storage.count ? storage[index] : value()
            defer { if index < storage.count { storage[index] = current } }
            yield &current
        }
    }
}

// @Stubbable
struct Pair {
    var values: (Int, Int) = (1, 2)

    var left: Int {
        _read { yield values.0 }
        _modify { yield &values.0 }
    }
}
