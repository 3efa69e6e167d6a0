// A noncopyable struct without a deinit lets code consume one of its noncopyable stored properties on its own
// (`payload.element.take()`: partial consumption); after that only its stored properties can be read, and a
// computed property can never be consumed. So in such a struct that holds a noncopyable stored property,
// every stored property stays stored, with a hint that says why; its methods and initializers still get
// hooks. A struct with a deinit cannot be partly consumed: its properties are stubbed as usual.
// A `consuming sending` parameter (not only a leading `sending`) passes to its hook as `sending`, through a
// `nonisolated(unsafe)` local: sent from the parameter itself, Swift would reject the call ("sending 'wrapped'
// risks causing data races": the body stores it in `self`), here from the type-erased static hooks of a
// generic struct's initializer (see `sending-parameters-sent-on-by-initializers`).

struct Disconnected<Value>: ~Copyable {
    var value: Value?
    consuming func take() -> Value { value! }
}

// @Stubbable
struct ResumeElement: ~Copyable {
    let continuation: Int
    var element: Disconnected<Int>
    init(continuation: Int, element: consuming Disconnected<Int>) {
        self.continuation = continuation
        self.element = element
    }
    func describe() -> String { "continuation \(continuation)" }
}

// @Stubbable
struct Ticket: ~Copyable {
    var number: Int
    deinit {}
}

// @Stubbable
struct SendableConsumeOnceBox<Wrapped> {
    var wrapped: Optional<Wrapped>
    init(wrapped: consuming sending Wrapped) {
        self.wrapped = .some(wrapped)
    }
    consuming func take() -> sending Wrapped {
        nonisolated(unsafe) let value = self.wrapped.take()!
        return value
    }
}

func resume(_ payload: consuming ResumeElement) -> Int {
    let element = payload.element.take()
    return element + payload.continuation
}
