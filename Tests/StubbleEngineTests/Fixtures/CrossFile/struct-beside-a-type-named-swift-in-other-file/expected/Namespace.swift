// swift-docc-symbolkit's shape: a namespace declares a type named `Swift` (in another file than the structs
// nested beside it), so inside those structs `Swift.Decoder` is looked up in that type, not the standard library.
public struct SymbolGraph {
    public enum Swift {
        public static let language = "swift"
    }
}
