// Comments inside a signature's types are the user's: they stay where they are, and the hook's type is
// written without them, on one line.
// @Stubbable
final class Geometry {
    @exclusivity(unchecked) var _sum: (((Int, Int)) -> Int)? = nil // stubble
    func sum(of pair: (Int, /* the second */ Int)) -> Int {/*stubble:*/ if let _sum { _sum(pair) } else {/*:stubble*/ pair.0 + pair.1 /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _doubled: (([Int]) -> [Int])? = nil // stubble
    func doubled(_ values: [Int /* any count */]) -> [Int /* same count */] {/*stubble:*/ if let _doubled { _doubled(values) } else {/*:stubble*/ values.map { $0 * 2 } /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _apply: (((Int, String) -> Int) -> Int)? = nil // stubble
    func apply(_ transform: (Int, // the value
                             String) -> Int) -> Int /* the result */ {/*stubble:*/ if let _apply { _apply(transform) } else {/*:stubble*/ transform(1, "a") /*stubble:*/}/*:stubble*/}
    @exclusivity(unchecked) var _count: (([String: Int]) throws -> Int)? = nil // stubble
    func count(_ table: [String: /* some */ Int]) throws -> Int {/*stubble:*/ if let _count { try _count(table) } else {/*:stubble*/ table.count /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Geometry: CustomReflectable {} // stubble
