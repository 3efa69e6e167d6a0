// Under a type's annotation, a property written without a type is stubbed when its initializer says the
// type for certain: a lone literal, `[Element]()` or `[Key: Value]()`, or a call of a type this module
// declares that is a struct, class or actor, not generic, with no failable initializer (and no function of
// its name), that type given its generic arguments (`Box<Int>()`), `NSLock()` and a few other Foundation
// classes, or a call of a Foundation class with no failable initializer (`DispatchQueue(label:)`, after
// `try!` too), `Self(…)` in a struct with no failable initializer (that struct), a standard collection given
// its element types (`Set<String>()`), or an imported C struct's zeroing `init()` (`pthread_attr_t()`: a
// lowercase name ending in `_t`, not declared here). The property keeps its text; the type is written only
// in the generated code. Anything less certain keeps its hint and its text (`try?` makes an optional, and
// `Self(rawValue:)` in an enum too).
import Foundation

struct Opcode {
    var raw: UInt8
    init(_ raw: UInt8) { self.raw = raw }
}

final class Parser {
    var consumed = 0
}

struct Box<Value> {
    var value: Value
}

enum Mode: String {
    case fast, slow
}

// @Stubbable
struct Signal {
    var number: Int32
    init(_ number: Int32) { self.number = number }
    static let interrupt = Self(2)
    static let terminate = Self(15)
}

// @Stubbable
final class Connection {
    var isOpen = false
    var retries = 3
    var name = "main"
    var ratio = 0.5
    var waiting = [Int: String]()
    var queue = [Opcode]()
    let parser = Parser()
    static let ping = Opcode(0x9)
    let lock = NSLock()
    var box = Box(value: 1)
    var typedBox = Box<Int>(value: 2)
    var pending = [Int: (String, Int)]()
    let work = DispatchQueue(label: "work")
    static let digits = try! NSRegularExpression(pattern: "[0-9]+")
    static let maybeDigits = try? NSRegularExpression(pattern: "[0-9]+")
    var mode = Mode(rawValue: "fast")
    var length = "abc".count
    var seen = Set<String>()
    var attributes = pthread_attr_t()
}

// @Stubbable
struct Settings {
    var verbose = false
    var limit = 10
    var label = Opcode(0x1)
}
