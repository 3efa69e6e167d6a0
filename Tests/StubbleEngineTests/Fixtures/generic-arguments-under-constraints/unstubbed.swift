@main struct Unstubbed {
    static func main() {
        let doc = Document<HTML>(title: "home")
        let node = Node<HTML>.document(doc)
        print(node.name, node.render(doc), node.wrap([HTML()]))
        print(Node<HTML>.document(doc).name)
    }
}
