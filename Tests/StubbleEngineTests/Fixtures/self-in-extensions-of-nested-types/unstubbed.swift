@main struct Unstubbed {
    static func main() {
        let h = Node.Handle(start: 1)
        print(Node.Handle.read(2) { $0.start }, h.merged(with: h) { $0.start + $1.start })
    }
}
