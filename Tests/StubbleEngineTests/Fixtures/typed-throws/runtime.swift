@main struct Runtime {
    static func main() async {
        do {
            let p = try Parser(strict: true)
            p._never = { 10 }
            p._getChecked = { () throws(ParseError) -> Int in throw .bad("hooked") }
            print(p.never())
            print(try p.checked)
        } catch {
            switch error { case .empty: print("empty"); case .bad(let s): print("bad", s) }
        }
    }
}
