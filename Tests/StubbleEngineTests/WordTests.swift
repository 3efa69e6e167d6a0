import Testing
@testable import StubbleEngine

// Hook types are built from type text: a generic parameter or a private type is found (and replaced) as
// a whole word, never inside a longer name.
@Suite("Whole words in type text")
struct WordTests {
    @Test(arguments: [
        ("Array<Key>", "Key", true), ("KeyPath<Root, Value>", "Key", false), ("[Key: Key2]", "Key2", true),
        ("(inout T) -> T?", "T", true), ("Token", "T", false), ("_Key", "Key", false), ("Key_", "Key", false),
        ("Clé", "Cl", false), ("(Clé) -> Int", "Clé", true), ("", "T", false), ("T", "T", true),
        ("Either<OpenAPI.Reference<X>, X>", "OpenAPI.Reference", false),
    ])
    func containsWord(text: String, word: String, found: Bool) {
        #expect(Expander.containsWord(text, word) == found)
    }

    @Test(arguments: [
        ("[Key: Key2]", "Key", "Any", "[Any: Key2]"), ("(T, [T]) -> T", "T", "Any", "(Any, [Any]) -> Any"),
        ("Token<T>", "T", "U", "Token<U>"), ("(Clé) -> Clé", "Clé", "Any", "(Any) -> Any"), ("Int", "T", "Any", "Int"),
        ("Either<OpenAPI.Reference<X>, X>", "OpenAPI.Reference", "Any", "Either<OpenAPI.Reference<X>, X>"),
    ])
    func replaceWord(text: String, word: String, replacement: String, result: String) {
        #expect(Expander.replaceWord(text, word, with: replacement) == result)
    }
}
