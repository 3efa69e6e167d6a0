@main struct Runtime {
    static func main() {
        let c = Clashes()
        c._load2 = { $0 * 100 }
        c._default = { 20 }
        c._größe = { 30 }
        c.__hidden = { 40 }
        c._hidden2 = { 50 }
        c._setNewValue = { print("set", $0) }
        c.newValue = 7
        print(c.load(_load: 1), c.default(), c.größe(), c._hidden(), c.hidden(), c.newValue)
        c._load2 = nil
        print(c.load(_load: 1))
    }
}
