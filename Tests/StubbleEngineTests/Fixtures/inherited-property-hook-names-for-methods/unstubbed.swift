@main struct Unstubbed {
    static func main() {
        let e = Employee(name: "Ada")
        print(e.getName())
        e.setName("Bob")
        print(e.getName(), e.name)
        let m = Manager(name: "Cy")
        print(m.getName(formal: true), m.getName())
    }
}
