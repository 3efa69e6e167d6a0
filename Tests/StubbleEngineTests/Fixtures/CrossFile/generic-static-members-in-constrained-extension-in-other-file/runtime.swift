@main struct Runtime {
    static func main() {
        print(Stack.sorted([3, 1, 2]).items, Stack<Int>.empty.items.count, Stack(items: [5, 4]).smallest() ?? -1)
        var calls = 0
        Stack<Int>._sorted = { _ in calls += 1; return Stack(items: [0]) }
        Stack<Int>._getEmpty = { calls += 1; return Stack(items: [7]) }
        print(Stack.sorted([3, 1, 2]).items, Stack<Int>.empty.items, Stack.sorted(["b", "a"]).items, calls)
        Stack<String>._resetStaticStubs_StackSorting()
        print(Stack.sorted([3, 1, 2]).items, Stack<Int>.empty.items.count, calls)
    }
}
