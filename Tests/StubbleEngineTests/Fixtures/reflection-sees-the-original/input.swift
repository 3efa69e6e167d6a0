// With no hook set, reflection sees the type the user wrote: `print`, string interpolation, `dump` and
// `Mirror(reflecting:)` (which GraphQL's default resolver and swift-custom-dump read values through) list the
// original stored properties under their own names, in their order, not the renamed storage (`_x`), the
// struct's hooks box (`_stubs`) or a class's stored hooks. Found building GraphQL and Graphiti after
// `add --all`: introspection read `name` through a `Mirror` and got nil. A type that reflects itself keeps
// its own mirror; a lazy property's storage cannot be named, so such a type reflects its stubs (README).
@propertyWrapper
struct Clamped: Equatable {
    var wrappedValue: Int { didSet { wrappedValue = min(wrappedValue, 10) } }
    init(wrappedValue: Int) { self.wrappedValue = min(wrappedValue, 10) }
}

// @Stubbable
struct Point: Equatable {
    var x: Int
    var y: Int
    let label: String?
    var tags: [String] = []
    var `default` = false
    var moves = 0 { didSet { history.append(moves) } }
    var history: [Int] = []
    @Clamped var level = 3

    func length() -> Int { x + y }
}

// @Stubbable
public struct Pair<First, Second> {
    public var first: First
    public var second: Second?
    public func swapped() -> (Second?, First) { (second, first) }
}

enum Geometry {}

extension Geometry {
    // @Stubbable
    struct Size {
        var width = 1.5
        var height = 2.0
        func area() -> Double { width * height }
    }
}

// @Stubbable
final class Account {
    var balance = 0
    let owner: String
    weak var delegate: AnyObject?
    init(owner: String) { self.owner = owner }
    func deposit(_ amount: Int) { balance += amount }
}

// @Stubbable
struct Reflected: CustomReflectable {
    var secret = 42
    var customMirror: Mirror { Mirror(self, children: ["visible": "yes"]) }
    func reveal() -> Int { secret }
}

// @Stubbable(condition: DEBUG)
struct Temperature {
    var celsius: Double
    func fahrenheit() -> Double { celsius * 9 / 5 + 32 }
}
