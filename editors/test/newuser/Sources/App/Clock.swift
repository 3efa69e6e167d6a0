// @Stubbable
final class Clock {
    @exclusivity(unchecked) var _now: (() -> Int)? = nil // stubble
    func now(offset: Int) -> Int {
        if let _now { return _now() } // stubble
        return offset
    }
}
