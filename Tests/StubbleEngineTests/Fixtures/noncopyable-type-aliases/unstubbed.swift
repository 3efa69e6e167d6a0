@main struct Unstubbed {
    static func main() {
        let r = Rigid<Int>(count: 1)
        let p = Plain(handle: 2)
        print(r.handle.count, r.spare?.count ?? -1, r.pointer == nil, p.handle)
    }
}
