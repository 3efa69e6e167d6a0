// Input from Mockolo Tests/TestFuncs/TestGenericFuncs/FixtureGenericFunc.swift, genericFunc (inputs only; see NOTICE.md and LICENSE in this folder).
struct SomeEvent {}
struct StatusCode {}
protocol Body {}
protocol AnotherBody {}
struct Request {}
struct ResponseType {}

/// @mockable
protocol GenericFunc {
    func containsGeneric<T: StringProtocol, U: ExpressibleByIntegerLiteral>(arg1: T, arg2: @escaping (U) -> ()) -> ((T) -> (U))
    func sendEvents<T>(events: [SomeEvent], value: T, once: Bool, closure: @escaping (T) -> ())
    func push<T: Body>(_ request: Request, statusErrorCodeType: StatusCode.Type?) -> Observable<T>
    func fetch<T: Body>(_ request: Request, statusErrorCodeType: StatusCode.Type?) -> Observable<T>
    func tell<BodyType: Body>(_ type: ResponseType, with handler: @escaping (BodyType) -> ()) -> Disposable
    func tell<BodyType: AnotherBody>(_ type: ResponseType, with handler: @escaping (BodyType) -> ()) -> Disposable
    func pull<T>(events: [SomeEvent], value: T, once: Bool, closure: @escaping (T?) -> ())
    func pull<U: ObservableType>(events: [SomeEvent], until: U?, closure: @escaping () -> ())
    func optionalPull<T>(events: [SomeEvent], value: T, once: Bool, closure: ((T?) -> ())?)
    func add<T: FixedWidthInteger>(n1: T, n2: T?)
    func add<T: Sequence>(a: T?, b: T?)
    func add<T: Collection>(a: T, b: T)
    func useMetatype<T>(type: T.Type) -> T.Type
    func useAssociatedType<I: Identifiable>(value: I, id: I.ID) -> I.ID
    func foo<T: Body>() -> Result<T, any Error>
    func bar<T: Body>() -> Swift.Result<T, any Error>
}
