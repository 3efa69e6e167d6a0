// A generic subscript with a getter body is stubbed like a generic method: its hook takes and returns `Any`
// where a type is generic, and the result is cast back (`as! T`): a `@dynamicMemberLookup` key-path
// subscript, one with a constraint or a `where` clause, a class's, an actor's and a static one of a generic
// class (in the type's table of static hooks). A parameter a type-erased hook cannot take (a non-escaping
// closure of a generic type) keeps the method rule's hint. The previous engine skipped every generic subscript
// with the hint "it has no body", which was not why.

// @Stubbable
@dynamicMemberLookup struct Bag {
    var storage: [String: Int] = ["a": 1]
    subscript(dynamicMember key: String) -> Int { storage[key] ?? 0 }
    subscript<T>(dynamicMember kp: KeyPath<[String: Int], T>) -> T { storage[keyPath: kp] }
    subscript<T: Numeric>(scaled v: T) -> T { v * 2 }
    subscript<T>(pair a: T, _ b: T) -> [T] where T: Equatable { a == b ? [a] : [a, b] }
}

// @Stubbable
final class Table<Row> {
    var rows: [Row]
    init(rows: [Row]) { self.rows = rows }
    subscript<K: Hashable>(index k: K) -> Int { k.hashValue == 0 ? 0 : rows.count }
    subscript<U>(map f: (Row) -> U) -> [U] { rows.map(f) }
    static subscript<T>(wrap v: T) -> [T] { [v] }
}

// @Stubbable
actor Cache {
    var items: [Int] = [1, 2]
    subscript<T: BinaryInteger>(at i: T) -> Int { items[Int(i)] }
}
