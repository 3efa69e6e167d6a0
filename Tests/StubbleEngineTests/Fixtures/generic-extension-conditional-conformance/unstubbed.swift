@main struct Unstubbed {
    static func main() {
        let stack = Stack(items: [1, 2, 2])
        print(stack.contains(2), stack.count(of: 2), stack == Stack(items: [1, 2, 2]), stack == Stack(items: [1]))
    }
}
