// `T!` is allowed only as a declaration's own type: the witnesses keep it, the hooks and records say `T?`.
// A `throws(Never)` hook is called without `try` (the compiler warns of a `try` that cannot throw).
// Both from Mockolo's test inputs.
protocol UnwrappedNeverService {
    func lookup(key: Int!) -> Int!
    var current: Int! { get set }
    subscript(index: Int!) -> Int! { get }
    func count() throws(Never) -> Int
    var total: Int { get throws(Never) }
}/*|*/
