@main struct Runtime {
    static func main() {
        let r = Registry<String, Int>()
        r.entries["a"] = 1
        print(r.value(for: "a") ?? 0, r.anyEntry()?.key ?? "-")
        var asked: [String] = []
        r._value = { key in asked.append(key); return 9 }
        r._anyEntry = { (key: "z", value: 26) }
        print(r.value(for: "a") ?? 0, r.anyEntry()?.key ?? "-", asked)
        r._value = nil
        print(r.value(for: "a") ?? 0)
    }
}
