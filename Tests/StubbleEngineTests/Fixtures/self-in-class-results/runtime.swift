@main struct Runtime {
    static func main() {
        let n = Node(name: "node")
        let other = Node(name: "other")
        print(n.copy().name, n.parent() == nil)
        n._copy = { other }
        n._parent = { other }
        print(n.copy().name, n.parent()?.name ?? "-")
        n._copy = nil
        print(n.copy().name)
        let leaf = Leaf(name: "leaf")
        let leafCopy: Leaf = leaf.copy()
        print(leafCopy.name)
    }
}
