@available(iOS 13, *) @MainActor
@propertyWrapper struct W<T> {}
@ParserBuilder<Input> var body: some Parser
func f(_ x: @escaping @Sendable (Int) -> Void, y: @convention(c) () -> Void) {}
