@main struct Unstubbed {
    static func main() {
        let r = ResumeElement(continuation: 1, element: Disconnected(value: 41))
        print(r.describe(), resume(r))
        let t = Ticket(number: 3)
        print(t.number)
        let box = SendableConsumeOnceBox(wrapped: "a")
        print(box.take())
    }
}
