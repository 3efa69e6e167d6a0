// A generic struct nested in a generic type (`Tree<Element>.Handle<Child>`), @frozen so its hooks live
// outside its values: an extension of it in another file keeps its static hooks in that file's table, one
// entry per specialisation. The hooks name the type `Self` (`ObjectIdentifier(Self.self)`, `(Int) -> Self`):
// the qualified name `Tree.Handle` would not infer its generic arguments ("generic parameter 'Child' could
// not be inferred"; swift-collections' `Rope._UnsafeHandle`).
struct Tree<Element> {
    @frozen @usableFromInline
    struct Handle<Child> {
        var start: Int
    }
}
