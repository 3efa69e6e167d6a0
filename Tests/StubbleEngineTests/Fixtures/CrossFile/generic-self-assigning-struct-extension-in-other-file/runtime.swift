@main struct Runtime {
    static func main() {
        var bag = OrderedBag<Int>.single(3)
        bag.append(1)
        let copy = OrderedBag(copying: bag)
        print(copy.contains(1), copy.items, MemoryLayout<OrderedBag<Int>>.size)
        var calls = 0
        OrderedBag<Int>._contains = { _ in calls += 1; return false }
        OrderedBag<Int>._append = { _ in calls += 1 }
        let other = OrderedBag<Int>()
        OrderedBag<Int>._initCopying = { _ in other }
        bag.append(5)
        print(bag.contains(1), bag.items, OrderedBag(copying: bag).items, OrderedBag<String>.single("a").contains("a"), calls)
        OrderedBag<Int>._resetStaticStubs_OrderedBagCopying()
        print(bag.contains(1), bag.items, OrderedBag(copying: bag).items, calls)
    }
}
