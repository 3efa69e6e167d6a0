// A subclass's property whose getter hook would take the name of a superclass member's hook (`getName()`'s
// `_getName`, `name`'s `_getName`) keeps its text, with a hint: a stored hook cannot override the inherited
// one ("cannot override with a stored property '_getName'"). The overriding method gets a hook of its own
// (`_getNameArgument`); `label` is stubbed.

// @Stubbable
public class ArgumentComponent {
    func getName() -> String { "component" }
}

// @Stubbable
public class Argument: ArgumentComponent {
    let name: String
    var label: String

    init(name: String) {
        self.name = name
        self.label = "arg"
    }

    override func getName() -> String { name }
}
