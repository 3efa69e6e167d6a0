// A generic type in one file, a type nested in an extension of it in a second, and a type nested in an
// extension of that one in a third (swift-collections' `OrderedDictionary.Elements.SubSequence`).
struct Box<T> {
    var items: [T]
}
