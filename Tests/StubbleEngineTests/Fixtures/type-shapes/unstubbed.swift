import Foundation
@main struct Unstubbed {
    static func main() async {
        print(Outer().v, Outer.Inner().f())
        let w = Wrapper()
        print(w.a ?? -1, w(3))
        let h = Holder<Int>(); h.items = [1, 2]
        print(h.count(), String(decoding: try! JSONEncoder().encode(h), as: UTF8.self))
        do { let l = Life(); print(l.get()) }
        var g = Gen<String>(); g.add("x")
        print(g.first() ?? "-")
        let p = PublicThing(); p.x = 4
        print(p.twice(), p.fast(), Defaulted().f(), await AsyncSeq().values(), Failable(ok: true)?.f() ?? 0)
    }
}
