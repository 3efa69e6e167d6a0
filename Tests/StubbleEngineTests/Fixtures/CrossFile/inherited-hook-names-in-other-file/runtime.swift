@main
struct Main {
    static func main() {
        let argument = Argument(name: "id")
        print(argument.getName(), argument.label)
        argument._getNameArgument = { "hooked" }
        argument._getLabel = { "stubbed" }
        print(argument.getName(), argument.label)
    }
}
