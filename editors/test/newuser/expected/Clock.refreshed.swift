// @Stubbable
final class Clock {
    @exclusivity(unchecked) var _now: ((Int) -> Int)? = nil // stubble
    func now(offset: Int) -> Int {
        if let _now { return _now(offset) } // stubble
        return offset
    }
}
