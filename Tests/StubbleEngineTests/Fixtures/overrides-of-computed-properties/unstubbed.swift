@main struct Unstubbed {
    static func main() {
        let animals: [Animal] = [Animal(), Bird()]
        for a in animals {
            a.name = "x"
            print(a.sound(), a.legs, a.name)
        }
    }
}
