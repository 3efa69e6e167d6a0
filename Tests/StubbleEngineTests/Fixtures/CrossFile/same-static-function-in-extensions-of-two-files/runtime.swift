@main struct Runtime {
    static func main() {
        print(Box<Int>.zero().value, Box<String>.zero().value.isEmpty)
        Box<Int>._zero_BoxNumbers = { Box(value: 5) }
        print(Box<Int>.zero().value, Box<Double>.zero().value, Box<String>.zero().value.isEmpty)
        Box<Int>._resetStaticStubs_BoxNumbers()
        print(Box<Int>.zero().value)
    }
}
