@main struct Runtime {
    static func main() {
        let doc = Document<HTML>(title: "home")
        let node = Node<HTML>.document(doc)
        print(node.name, node.render(doc), node.wrap([HTML()]))
        Node<HTML>._document = { d in Node(name: "hooked " + (d as! Document<HTML>).title) }
        node._render = { d in "rendered " + (d as! Document<HTML>).title }
        node._wrap = { _ in 42 }
        print(Node<HTML>.document(doc).name, node.render(doc), node.wrap([]))
        Node<HTML>._resetStaticStubs()
        print(Node<HTML>.document(doc).name)
    }
}
