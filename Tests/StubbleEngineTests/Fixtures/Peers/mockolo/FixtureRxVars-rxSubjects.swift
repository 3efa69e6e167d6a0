// Input from Mockolo Tests/TestRx/FixtureRxVars.swift, rxSubjects (inputs only; see NOTICE.md and LICENSE in this folder).
protocol Bar {}
/// @mockable
public protocol Foo: AnyObject {
    var someBehavior: BehaviorSubject<String> { get }
    var someReply: ReplaySubject<String> { get }
    var someRelay: BehaviorRelay<Bool> { get }
    var someBar: Bar { get }
}



// Need to use the same name as the parent class to avoid name collision
typealias BarMock = parent.BarMock
