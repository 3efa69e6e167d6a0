@main struct Runtime {
    static func main() {
        let h = Tree<Int>.Handle<String>(start: 1)
        print(h.find(at: 2), Tree<Int>.Handle<String>.make(at: 3).start)
        Tree<Int>.Handle<String>._find = { p in p * 100 }
        Tree<Int>.Handle<String>._make = { s in Tree<Int>.Handle<String>(start: -s) }
        print(h.find(at: 2), Tree<Int>.Handle<String>.make(at: 3).start, Tree<Int>.Handle<Bool>(start: 1).find(at: 2))
        Tree<Int>.Handle<String>._resetStaticStubs_TreeFind()
        print(h.find(at: 2), Tree<Int>.Handle<String>.make(at: 3).start)
    }
}
