@main struct Runtime {
    static func main() {
        let number = Box(21)
        let text = Box("hi")
        print(number.describe(), number.doubled(), text.describe(), text.shouted())
        number._doubled = { 1 }
        print(number.describe(), number.doubled(), text.describe())
        number._doubled = nil
        print(number.doubled())
    }
}
