// Input from Mockolo Tests/TestRx/FixtureRxVars.swift, rxObservables (inputs only; see NOTICE.md and LICENSE in this folder).
struct EMobilitySearchVehicle {}

/// @mockable(rx: nameStream = BehaviorSubject; integerStream = ReplaySubject)
protocol RxVar {
    var isEnabled: Observable<Bool> { get }
    var nameStream: Observable<[EMobilitySearchVehicle]> { get }
    var integerStream: Observable<Int> { get }
}
