// A static stored property of an extension keeps its hook beside it, in the extension. There a nested type's
// plain name is not in scope (`extension Environment.Key` does not see `Key`; swift-subprocess): a hook of a
// property typed `Self` names the type `Self`.
enum Environment {}

extension Environment {
    // @Stubbable
    struct Key {
        let rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

// @Stubbable
extension Environment.Key {
    static let path: Self = .init("PATH")
    static let all: [Self] = [.init("HOME"), .path]
}
