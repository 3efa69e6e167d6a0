@main struct Unstubbed {
    static func main() async {
        do {
            let p = try Parser(strict: true)
            print(try await p.parse("12"), p.never(), try p.checked)
            try p.each([1, 2]) { x throws(ParseError) in if x > 5 { throw .empty }; print("x", x) }
            print(try p.generic { () throws(ParseError) -> Int in 7 })
            _ = try await p.parse("zz")
        } catch {
            switch error { case .empty: print("empty"); case .bad(let s): print("bad", s) }
        }
    }
}
