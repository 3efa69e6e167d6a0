@main struct Runtime {
    static func main() {
        let number = Box(21)
        let text = Box("hi")
        let flag = Box(true)
        print(number.describe(), number.doubled(), text.describe(), text.shouted(), flag.describe())
        number._describe_BoxNumbers = { "stubbed number" }
        text._describe_BoxText = { "stubbed text" }
        flag._describe = { "stubbed flag" }
        number._doubled = { 1 }
        print(number.describe(), number.doubled(), text.describe(), flag.describe())
        number._describe_BoxNumbers = nil
        text._describe_BoxText = nil
        flag._describe = nil
        number._doubled = nil
        print(number.describe(), number.doubled(), text.describe(), flag.describe())
    }
}
