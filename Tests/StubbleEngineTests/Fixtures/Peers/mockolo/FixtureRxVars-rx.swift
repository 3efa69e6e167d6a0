// Input from Mockolo Tests/TestRx/FixtureRxVars.swift, rx (inputs only; see NOTICE.md and LICENSE in this folder).
protocol BaseRouting { }
/// @mockable(rx: attachedRouter = BehaviorSubject)
protocol TaskRouting: BaseRouting {
    var attachedRouter: Observable<Bool> { get }
    func routeToFoo() -> Observable<()>
}
