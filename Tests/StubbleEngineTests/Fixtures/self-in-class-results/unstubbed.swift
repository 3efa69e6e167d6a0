@main struct Unstubbed {
    static func main() {
        let n = Node(name: "node")
        print(n.copy().name, n.parent() == nil, Leaf(name: "leaf").copy().name)
    }
}
