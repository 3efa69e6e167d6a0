@main struct Driver {
    static func main() async {
        let mock = SendingTakerMock()
        mock.takeReturnValue = 5
        check(mock.take(SendingPayload(1)) == 5, "return value")
        check(mock.takeInvocations.map(\.n) == [1], "sent value recorded")
        mock._pass = { p in p.n += 1; return p }
        check(await mock.pass(SendingPayload(2)).n == 3, "hook gets the sent value")
        mock._give = { SendingPayload(9) }
        check(mock.give().n == 9, "sending result from the hook")
        check(mock.count() == 0, "default for a sending Int")
        print("sending: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
