// A superclass in another file has a method whose hook takes the name a property's getter hook would take
// (`getName()`'s `_getName` once it is stubbed, `name`'s `_getName`): a stored hook cannot override the inherited one ("cannot
// override with a stored property '_getName'"), so `name` keeps its text with the hint naming the superclass.
// The overriding method gets its own hook (`_getNameArgument`); `label` is stubbed. Only the module says so
// (Graphiti's `Argument` and `ArgumentComponent`).
/*|*/public class Argument: ArgumentComponent {
    let name: String
    var label: String

    init(name: String) {
        self.name = name
        self.label = "arg"
    }

    override func getName() -> String { name }
}
