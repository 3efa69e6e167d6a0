// A struct with a member of its own name (`typealias Output = Upstream.Output` in `struct Output`,
// OpenCombine's `Publishers.Output`) means that member by its plain name in its body: its hooks name the
// struct `Self` ("cannot assign value of type 'Upstream.Output' to type 'Publishers.Output<Upstream>'"
// otherwise), and its static hooks' table is keyed by `Self.self`, not by the member's type.
protocol Publisher {
    associatedtype Output
}

struct Numbers: Publisher {
    typealias Output = Int
}

enum Publishers {}

extension Publishers {
    // @Stubbable
    struct Output<Upstream: Publisher>: Publisher {
        typealias Output = Upstream.Output
        var _getUpstream: (() -> Upstream)? { get { _stubs.hooks["_getUpstream"] as? (() -> Upstream) } nonmutating set { _stubs.hooks["_getUpstream"] = newValue } } // stubble
        var upstream: Upstream { // stubble
            @storageRestrictions(initializes: _upstream) init { _upstream = newValue } // stubble
            get { if let _getUpstream { return _getUpstream() }; return _upstream } // stubble
        } // stubble
        let _upstream: Upstream
        var _getRange: (() -> CountableRange<Int>)? { get { _stubs.hooks["_getRange"] as? (() -> CountableRange<Int>) } nonmutating set { _stubs.hooks["_getRange"] = newValue } } // stubble
        var range: CountableRange<Int> { // stubble
            @storageRestrictions(initializes: _range) init { _range = newValue } // stubble
            get { if let _getRange { return _getRange() }; return _range } // stubble
        } // stubble
        let _range: CountableRange<Int>

        static var _initUpstreamRange: ((Upstream, CountableRange<Int>) -> Self)? { get { _staticStubs_Publishers_Output[ObjectIdentifier(Self.self)]?["_initUpstreamRange"] as? ((Upstream, CountableRange<Int>) -> Self) } set { _staticStubs_Publishers_Output[ObjectIdentifier(Self.self), default: [:]]["_initUpstreamRange"] = newValue } } // stubble
        init(upstream: Upstream, range: CountableRange<Int>) {
            if let _initUpstreamRange = Self._initUpstreamRange { self = _initUpstreamRange(upstream, range); return } // stubble
            self.upstream = upstream
            self.range = range
        }

        var _count: (() -> Int)? { get { _stubs.hooks["_count"] as? (() -> Int) } nonmutating set { _stubs.hooks["_count"] = newValue } } // stubble
        func count() -> Int {/*stubble:*/ if let _count { _count() } else {/*:stubble*/ range.count /*stubble:*/}/*:stubble*/}
        static var _first: ((Upstream) -> Publishers.Output<Upstream>)? { get { _staticStubs_Publishers_Output[ObjectIdentifier(Self.self)]?["_first"] as? ((Upstream) -> Publishers.Output<Upstream>) } set { _staticStubs_Publishers_Output[ObjectIdentifier(Self.self), default: [:]]["_first"] = newValue } } // stubble
        static func first(of upstream: Upstream) -> Publishers.Output<Upstream> {/*stubble:*/ if let _first { _first(upstream) } else {/*:stubble*/ Publishers.Output(upstream: upstream, range: 0..<1) /*stubble:*/}/*:stubble*/}
        final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
            @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
            init() {} // stubble
            init(from decoder: any Swift.Decoder) throws {} // stubble
            func encode(to encoder: any Swift.Encoder) throws {} // stubble
            static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
            func hash(into hasher: inout Swift.Hasher) {} // stubble
        } // stubble
        var _stubs = _StubBox() // stubble
        static func _resetStaticStubs() { // stubble
            _staticStubs_Publishers_Output.removeAll() // stubble
        } // stubble
        nonisolated var customMirror: Mirror { Mirror(self, children: ["upstream": self._upstream as Any, "range": self._range as Any], displayStyle: .struct) } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_Publishers_Output: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Publishers.Output: CustomReflectable {} // stubble
