public class ArgumentComponent {
    func getName() -> String { "component" }
}
