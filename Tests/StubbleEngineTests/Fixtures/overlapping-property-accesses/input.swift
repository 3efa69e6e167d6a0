// Swift's static exclusivity checking lets a struct change one stored property while a closure passed to the
// change reads another (`values.withUnsafeMutableBufferPointer { … keys … }`), or pass two stored properties
// `inout` to one call (`swap(&low, &high)`): accesses to two stored properties of a struct are disjoint. A
// stubbed property is a computed property over renamed storage, and an access to a computed property is an
// access to the whole value, which overlaps the other ("overlapping accesses to 'self', but modification
// requires exclusive access"), on either side. So both stay stored, with a hint that says why. A mutating
// method the module declares counts (`scores.addToEach { … bonus … }`). A read through a method that does
// not change its base (`keys.withUnsafeBufferPointer { … limit … }`), or an argument evaluated before the
// call (`values.append(limit)`), does not overlap: `limit` and `label` are stubbed. Found on
// swift-collections (OrderedDictionary's `_values` and `_keys`, BitArray's `_storage` and `_count`).
// @Stubbable
struct Table {
    var keys: [Int]
    var values: [Int]
    var low: Int
    var high: Int
    var scores: [Int]
    var bonus: Int
    var limit: Int
    var label: String

    mutating func doubleValues() -> Int {
        values.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= 2 }
            return buffer.count + keys.count
        }
    }

    mutating func order() {
        if low > high {
            swap(&low, &high)
        }
    }

    mutating func reward() {
        scores.addToEach { $0 += self.bonus }
    }

    mutating func capped() -> Int {
        values.append(limit)
        return keys.withUnsafeBufferPointer { $0.count + limit }
    }

    func describe() -> String {
        "\(label): \(keys) \(values) \(low)...\(high) \(scores)"
    }
}

extension Array where Element == Int {
    mutating func addToEach(_ body: (inout Int) -> Void) {
        for i in indices { body(&self[i]) }
    }
}
