@main struct Unstubbed {
    static func main() {
        let c = Clashes()
        c.newValue += 1
        c._stubs = 9
        print(c.load(_load: 1), c.get(), c.newValue, c.value(newValue: 4), c.default(), c.größe(), c._hidden(), c.hidden(), c._stubs)
    }
}
