// Input from Mockolo Tests/TestVars/FixtureAsyncThrowsVars.swift, throwsNeverVars (inputs only; see NOTICE.md and LICENSE in this folder).
/// @mockable
protocol P {
    var foo: Int { get throws(Never) }
}
