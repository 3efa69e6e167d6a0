// Input from Mockolo Tests/TestActor/FixtureGlobalActor.swift, globalActorProtocol (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
@MainActor protocol RootController: AnyObject {
    var viewController: UIViewController { get }
}

/// @mockable
protocol RootBuildable {
    func build() -> RootController
}
