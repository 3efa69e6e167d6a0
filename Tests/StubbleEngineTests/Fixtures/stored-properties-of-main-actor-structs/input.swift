// Swift lets code outside the main actor read and change a stored property of a Sendable type of a
// `@MainActor` struct (a value type's: `readOutside`, `changeOutside`, the nonisolated `screenWidth`), which it
// does not allow of a computed property isolated to the main actor. So such a property is stubbed by a
// `nonisolated` computed property, with `nonisolated` accessors for its hooks (in the struct's box), over the
// renamed storage, which they may read for the same reason; and a `nonisolated init` may then assign it
// (`Screen.width`). Known Sendable: the standard library's value types, and optionals, arrays, sets and
// dictionaries of them. A property whose type is not known to be Sendable (`ref: Ref`, a class) keeps the isolated
// computed property, as code outside the actor cannot reach it anyway. The previous engine's output did not
// compile ("main actor-isolated property 'x' can not be referenced from a nonisolated context").

final class Ref { var v = 1 }

// @Stubbable
@MainActor struct Point {
    var x = 4
    var y: Int
    var label: String?
    var tags: [String: [Int]] = [:]
    var opt: Set<Int>? = nil
    var ref = Ref()
    func sum() -> Int { x + y + ref.v }
}

// @Stubbable
@MainActor struct Screen {
    var width: Int
    nonisolated init(width: Int) { self.width = width }
    func half() -> Int { width / 2 }
}

func readOutside(_ p: Point) -> Int { p.x + p.y + (p.label?.count ?? 0) + p.tags.count + (p.opt?.count ?? 0) }
func changeOutside(_ p: inout Point) { p.x += 10 }
nonisolated func screenWidth(_ s: Screen) -> Int { s.width }

