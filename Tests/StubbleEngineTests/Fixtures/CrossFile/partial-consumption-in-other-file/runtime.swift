@main struct Runtime {
    static func main() {
        let pass = Pass(holder: "Ada", ticket: Ticket(number: 7))
        print(pass.describe())
        pass._describe = { "hooked" }
        print(pass.describe())
        print(admit(pass))
    }
}
