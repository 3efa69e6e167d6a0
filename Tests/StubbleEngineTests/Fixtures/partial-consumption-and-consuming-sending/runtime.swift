@main struct Runtime {
    static func main() {
        let r = ResumeElement(continuation: 1, element: Disconnected(value: 41))
        print(r.describe(), resume(r))
        let t = Ticket(number: 3)
        t._getNumber = { 30 }
        print(t.number)
        let box = SendableConsumeOnceBox(wrapped: "a")
        print(box.take())
        let made = SendableConsumeOnceBox(wrapped: "made before")
        SendableConsumeOnceBox<String>._initWrapped = { _ in made }
        let hooked = SendableConsumeOnceBox(wrapped: "b")
        print(hooked.wrapped ?? "nil")
        SendableConsumeOnceBox<String>._resetStaticStubs()
        let r2 = ResumeElement(continuation: 2, element: Disconnected(value: 0))
        r2._describe = { "hooked" }
        print(r2.describe())
    }
}
