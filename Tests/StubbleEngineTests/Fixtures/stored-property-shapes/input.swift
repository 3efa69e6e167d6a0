import Foundation

// Stored properties of every kind (weak, unowned, optional closures, tuples, implicitly unwrapped, static,
// lazy, observed, private(set)), a custom global actor, a Sendable class, a struct that reassigns self and an
// overriding computed property: with no hook set, the program prints what the original prints.

@globalActor actor MyActor { static let shared = MyActor() }

// @Stubbable
@MyActor final class Svc {
    var n: Int = 0
    func f() -> Int { n }
    nonisolated func g() -> Int { 2 }
}

protocol Delegate: AnyObject { func ping() }
// @Stubbable
final class Owner {
    weak var delegate: Delegate?
    unowned let parent: Owner?
    var onTap: (() -> Void)?
    var pair: (Int, String) = (1, "a")
    var iuo: Int! = 3
    static let limit: Int = 10
    lazy var derived: Int = self.pair.0 + 1
    var watched: Int = 0 {
        willSet { print("will", newValue) }
    }
    init(parent: Owner?) { self.parent = parent }
    func fire() { onTap?() }
}

// @Stubbable
struct Value: Equatable, Hashable {
    var a: Int
    var b: String = "b"
    mutating func reset() { self = Value(a: 0) }
    func sum() -> Int { a + b.count }
}

// @Stubbable
enum Settings {
    nonisolated(unsafe) static var level: Int = 1
    static let name: String = "n"
    static func describe() -> String { name + String(level) }
}

// @Stubbable
final class Sink: Sendable {
    let url: String
    init(url: String) { self.url = url }
    func path() -> String { url + "/p" }
}

// @Stubbable
class Vehicle {
    var wheels: Int = 4
    func describe() -> String { "wheels \(wheels)" }
    required init() {}
}
// @Stubbable
final class Bike: Vehicle {
    override var wheels: Int {
        get { 2 }
        set { }
    }
    override func describe() -> String { "bike " + super.describe() }
    required init() { super.init() }
}

// @Stubbable
final class Counters {
    private var secret: Int = 1
    fileprivate var semi: Int = 2
    private(set) var visible: Int = 3
    func total() -> Int { secret + semi + visible }
}
