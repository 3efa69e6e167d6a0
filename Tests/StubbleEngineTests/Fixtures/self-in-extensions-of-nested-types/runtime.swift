@main struct Runtime {
    static func main() {
        let h = Node.Handle(start: 1)
        print(Node.Handle.read(2) { $0.start }, h.merged(with: h) { $0.start + $1.start })
        Node.Handle._read = { (_: Int, body: (Node.Handle) throws -> Int) in (try? body(Node.Handle(start: 40))) ?? 0 }
        h._merged = { (other: Node.Handle, body: (Node.Handle, Node.Handle) -> Int) in body(other, Node.Handle(start: 9)) }
        print(Node.Handle.read(2) { $0.start }, h.merged(with: h) { $0.start + $1.start })
        Node.Handle._resetStaticStubs()
        h._merged = nil
        print(Node.Handle.read(2) { $0.start }, h.merged(with: h) { $0.start + $1.start })
    }
}
