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
    @exclusivity(unchecked) var _getCachedHead: (() -> String)? = nil // stubble
    var cachedHead: String { // stubble
        @storageRestrictions(initializes: _cachedHead) init { _cachedHead = newValue } // stubble
        get { if let _getCachedHead { return _getCachedHead() }; return _cachedHead } // stubble
    } // stubble
    let _cachedHead: String
    let greeting = "hello"

    init() {
        var head = "Content-Length: \(self.bodyLength)"
        for i in 0..<headerCount { head += " X-\(i)" }
        cachedHead = head
        print(greeting)
    }

    @exclusivity(unchecked) var _describe: (() -> String)? = nil // stubble
    func describe() -> String {/*stubble:*/ if let _describe { _describe() } else {/*:stubble*/ "\(cachedHead) \(bodyLength) \(greeting)" /*stubble:*/}/*:stubble*/}
    nonisolated var customMirror: Mirror { Mirror(self, children: ["bodyLength": self.bodyLength as Any, "headerCount": self.headerCount as Any, "cachedHead": self._cachedHead as Any, "greeting": self.greeting as Any], displayStyle: .class) } // stubble
}
extension Server: CustomReflectable {} // stubble

// @Stubbable
struct Limits {
    let base = 8
    var _getDoubled: (() -> Int)? { get { _stubs.hooks["_getDoubled"] as? (() -> Int) } nonmutating set { _stubs.hooks["_getDoubled"] = newValue } } // stubble
    var doubled: Int { // stubble
        @storageRestrictions(initializes: _doubled) init { _doubled = newValue } // stubble
        get { if let _getDoubled { return _getDoubled() }; return _doubled } // stubble
    } // stubble
    let _doubled: Int

    init() {
        doubled = base * 2
    }

    var _total: (() -> Int)? { get { _stubs.hooks["_total"] as? (() -> Int) } nonmutating set { _stubs.hooks["_total"] = newValue } } // stubble
    func total() -> Int {/*stubble:*/ if let _total { _total() } else {/*:stubble*/ base + doubled /*stubble:*/}/*:stubble*/}
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["base": self.base as Any, "doubled": self._doubled as Any], displayStyle: .struct) } // stubble
}
extension Limits: CustomReflectable {} // stubble
