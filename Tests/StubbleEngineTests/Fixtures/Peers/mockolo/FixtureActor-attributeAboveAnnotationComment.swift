// Input from Mockolo Tests/TestActor/FixtureActor.swift, attributeAboveAnnotationComment (inputs only; see NOTICE.md and LICENSE in this folder).
@MainActor
/// @mockable
protocol P0 {
}

@MainActor
/// @mockable
@available(iOS 18.0, *) protocol P1 {
}

@MainActor
/// @mockable
public class C0 {
    init() {}
}
