@main
struct Main {
    static func main() {
        // (In an expression, `OTLP.`Protocol`` is still read as a metatype: a type annotation names the struct.)
        let p: OTLP.`Protocol` = .init(backing: .httpJSON)
        print(p.backing.rawValue)
        p._getBacking = { .grpc }
        print(p.backing.rawValue)
        p._getBacking = nil
        print(p.backing.rawValue)
        p._wireName = { "stubbed" }
        print(p._wireName?() ?? "")
        dump(p)
    }
}
