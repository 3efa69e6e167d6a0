/// A generic struct whose helpers live in other files. The hooks of a constrained extension's members
/// (Stack+Extras.swift) live here, where `Element: Collection` does not hold: a hook whose type names a
/// member type of a generic parameter (`Element.Element`) or a name only a constrained extension declares
/// (`Inner`) is type-erased (`Any`, cast back), as for a constrained extension in the type's own file.
struct Stack<Element> {
    var items: [Element] = []
}
