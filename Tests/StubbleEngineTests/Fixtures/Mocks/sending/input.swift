// `sending` parameters are recorded and passed to the hook as ordinary values; a `sending` result has a hook
// and no ReturnValue (a stored value is never in a region of its own).
final class SendingPayload {
    var n = 0
    init(_ n: Int) { self.n = n }
}

protocol SendingTaker {
    func take(_ p: sending SendingPayload) -> Int
    func pass(_ p: sending SendingPayload) async -> SendingPayload
    func give() -> sending SendingPayload
    func count() -> sending Int
}/*|*/
