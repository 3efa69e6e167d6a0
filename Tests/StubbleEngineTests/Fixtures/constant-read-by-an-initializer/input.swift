// A `let` with its value that an initializer reads before every stored property is set (swift-nio-extras'
// `SimpleHTTPServer`: `"\(self.bodyLength)"` before `self.cachedHead = head`). Stubbed, it would be a computed
// property, which Swift does not let an initializer read before `self` is whole ("'self' used in property access
// 'bodyLength' before all stored properties are initialized"), so it stays stored, with a hint. In a class with
// an inheritance clause a read counts until `super.init`, since the clause may name a superclass: `greeting`,
// read after every stored property is set, stays stored too. `doubled`, which the initializer assigns, is stubbed.
protocol Handler {}

// @Stubbable
final class Server: Handler {
    private let bodyLength = 1024
    private let headerCount = 3
    let cachedHead: String
    let greeting = "hello"

    init() {
        var head = "Content-Length: \(self.bodyLength)"
        for i in 0..<headerCount { head += " X-\(i)" }
        cachedHead = head
        print(greeting)
    }

    func describe() -> String { "\(cachedHead) \(bodyLength) \(greeting)" }
}

// @Stubbable
struct Limits {
    let base = 8
    let doubled: Int

    init() {
        doubled = base * 2
    }

    func total() -> Int { base + doubled }
}
