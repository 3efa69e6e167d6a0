@main struct Unstubbed {
    static func main() async {
        let w = Worker()
        print(await w.run(on: w), await w.heavy(), await w.light())
        let t = Taker()
        print(t.take(Token(id: 5)), t.look(Token(id: 6)), t.make())
    }
}
