// The refined protocol lives in other.swift; the caller passes that file too.
protocol RefinedOtherService: RefinedOtherBase {
    func stop()
}/*cursor*/
