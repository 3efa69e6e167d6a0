// Input from Stubble Tests/StubbleTests/StubbableFunctionTests.swift, testFunctionsWithArgs (inputs only; see NOTICE.md and LICENSE in this folder).
@StubbableFunction
func singleNamedArg(x: String) {
    print(x)
}

@StubbableFunction
func singleWildcardArg(_ x: String) {
    print(x)
}

@StubbableFunction
func multipleArgs(x: String, _ y: String) {
    print(x + y)
}
