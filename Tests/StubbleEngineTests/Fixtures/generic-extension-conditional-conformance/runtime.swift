@main struct Runtime {
    static func main() {
        let stack = Stack(items: [1, 2, 2])
        print(stack.contains(2), stack.count(of: 2), stack == Stack(items: [1, 2, 2]))
        var calls = 0
        stack._contains = { _ in calls += 1; return false }
        stack._count = { _ in 7 }
        print(stack.contains(2), stack.count(of: 2), calls, stack == Stack(items: [1, 2, 2]))
        stack._contains = nil
        print(stack.contains(2))
    }
}
