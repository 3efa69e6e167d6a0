@main struct Driver {
    static func main() {
        let counter = OwnershipCounterMock()
        counter.add(2)
        counter.add(3)
        counter.put("x")
        // The mock conforms (one witness per pair); calls through the protocol itself are ambiguous in Swift.
        _ = counter as any OwnershipCounter
        check(counter.addInvocations == [2, 3] && counter.putCallCount == 1, "one witness for both")
        print("ownership-only-overloads: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
