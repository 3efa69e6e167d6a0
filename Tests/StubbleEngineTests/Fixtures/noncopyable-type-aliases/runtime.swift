@main struct Runtime {
    static func main() {
        let r = Rigid<Int>(count: 1)
        var p = Plain(handle: 2)
        print(r.handle.count, r.spare?.count ?? -1, r.pointer == nil, p.handle)
        r._getSpare = { Handle(count: 7) }
        p._getHandle = { 9 }
        print(r.handle.count, r.spare?.count ?? -1, p.handle)
        r.spare?.count += 1
        r._getSpare = nil
        p._getHandle = nil
        p.handle = 3
        print(r.spare?.count ?? -1, p.handle)
    }
}
