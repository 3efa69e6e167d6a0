// Defaults of your own: where a mock has no value to return (a type of yours), it asks
// `StubbleDefaultProvidable` before it stops. The protocol is declared once per module, by the first mock that
// needs it when no file of the module declares it: here, at the end of this file (the other fixtures of this
// module see this declaration and write none).
struct ProvidedUser: Equatable {
    var id: Int
    var name: String
}

struct ProvidedBox<Value> {
    var value: Value
}

protocol ProvidedDirectory {
    var owner: ProvidedUser { get }
    func user(id: Int) -> ProvidedUser
    func box() -> ProvidedBox<Int>
    func make<T>(_ type: T.Type) -> T
    subscript(index: Int) -> ProvidedUser { get }
    func untouched() -> ProvidedBox<String>
}/*|*/
