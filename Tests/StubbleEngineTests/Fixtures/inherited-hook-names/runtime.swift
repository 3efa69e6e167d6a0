@main struct Runtime {
    static func main() {
        let argument = Argument(name: "id")
        let component = ArgumentComponent()
        print(argument.getName(), argument.label, component.getName())
        argument._getNameArgument = { "hooked" }
        argument._getLabel = { "stubbed" }
        component._getName = { "base hooked" }
        print(argument.getName(), argument.label, component.getName())
    }
}
