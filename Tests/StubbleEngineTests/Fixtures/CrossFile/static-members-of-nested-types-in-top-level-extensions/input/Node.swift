// A type in one file (Yams' `Node`), a struct nested in an extension of it in another (`Node.Alias`), and a
// top-level extension of that struct by its qualified name there with a static stored property, whose hooks live in that
// extension, over a table (the file cannot tell whether `Node` is generic), whose key names the struct
// `Self`: the plain name `Alias` is not in scope there ("cannot find 'Alias' in scope").
public enum Node {
    case scalar(String)
}
