@main struct Unstubbed {
    static func main() {
        print(MixinKey(intValue: 1) == nil, MixinKey(legacy: 2) == nil, MixinKey(named: "a") == nil, MixinKey(stringValue: "s")?.stringValue ?? "nil")
    }
}
