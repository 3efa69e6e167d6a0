// The refined protocol lives in other.swift; the caller passes that file too. Its imports come along.
protocol RefinedOtherService: RefinedOtherBase {
    func stop()
}/*|*/
