// fixture-options: strict
// A strict mock stops on every call no hook or shortcut answers, even where a default exists.
protocol StrictClock {
    func now() -> Double
    func tick()
    var zone: String { get }
}/*|*/
