// Comments inside a signature's types are the user's: they stay where they are, and the hook's type is
// written without them, on one line.
// @Stubbable
final class Geometry {
    func sum(of pair: (Int, /* the second */ Int)) -> Int { pair.0 + pair.1 }
    func doubled(_ values: [Int /* any count */]) -> [Int /* same count */] { values.map { $0 * 2 } }
    func apply(_ transform: (Int, // the value
                             String) -> Int) -> Int /* the result */ { transform(1, "a") }
    func count(_ table: [String: /* some */ Int]) throws -> Int { table.count }
}
