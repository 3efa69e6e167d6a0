@main struct Runtime {
    static func main() {
        let e = Employee(name: "Ada")
        print(e.getName())
        e._getNameEmployee = { "hooked method" }
        print(e.getName(), e.name)
        e._getName = { "hooked property" }
        print(e.getName(), e.name)
        e._setNameEmployee = { print("set to \($0)") }
        e.setName("Bob")
        let m = Manager(name: "Cy")
        m._getNameManager = { _ in "hooked manager" }
        print(m.getName(formal: true), m.getName())
    }
}
