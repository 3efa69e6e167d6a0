// Under a type's annotation, a property written without a type is stubbed when its initializer is a member
// of a type of this module that is that type for certain: an enum case (`Mode.restrict`, `State.start(nil)`
// with its payload), or a static property or function whose declared type is the type or `Self`
// (`Tag.Name.map`, `Color.make(level: 3)`, `Self.make()` in the type), when every type of that name declares
// it and nothing else of that name does, and the type is not generic. The type is written as the initializer
// writes it (`Tag.Name`). Anything less certain keeps its hint: a static member of another type
// (`Defaults.limit` is an `Int`), a static property whose type is not written (`Tag.Name.str`), a case read
// without its payload (a function), a member of a generic type (its arguments are inferred), a member also
// declared as something else (`Shape.dot`).

enum DropBehavior {
    case cascade, restrict
}

enum Tag {
    struct Name {
        var raw: String
        static let str = Name(raw: "str")
        static let map: Tag.Name = Name(raw: "map")
    }
}

struct Color {
    var level: Int
    static func make(level: Int) -> Color { Color(level: level) }
    static let inferred = Color(level: 0)
}

enum Defaults {
    static let limit = 10
}

enum Maybe<Wrapped> {
    case none, some(Wrapped)
}

enum Shape {
    case dot
    case line(length: Int)
    static func dot(_ scale: Int) -> Int { scale }
}

// @Stubbable
final class Statement {
    enum State {
        case start(Int?)
        case running
    }
    var dropBehavior = DropBehavior.restrict
    var state = State.start(nil)
    var phase = State.running
    var tag = Tag.Name.str
    var other = Tag.Name.map
    var color = Color.make(level: 3)
    static let shared = Statement.State.running
    var limit = Defaults.limit
    var inferred = Color.inferred
    var maker = State.start
    var maybe = Maybe<Int>.none
    var shape = Shape.line(length: 2)
    var dotted = Shape.dot
}

// @Stubbable
struct Pen {
    enum Width {
        case thin, thick
        static let `default` = Self.thin
    }
    var width = Width.thick
    var color = Color.make(level: 1)
    static func make() -> Pen { Pen(width: .thin) }
    static let standard = Self.make()
}
