/// Defaults of your own for generated mocks: a type conforming to this protocol is what an unstubbed mock
/// member returning it gives back instead of stopping, e.g. in your tests
/// `extension User: StubbleDefaultProvidable { static var stubbleDefault: User { User(id: 0) } }`.
/// Written by Stubble once per module; keep one declaration.
protocol StubbleDefaultProvidable {
    static var stubbleDefault: Self { get }
}
