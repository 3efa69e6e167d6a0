// A protocol nested in a type: the mock goes right after it, in the same scope and indentation.
enum NestedFeature {
    protocol Service {
        func run() -> Bool/*|*/
    }

    static let name = "feature"
}
