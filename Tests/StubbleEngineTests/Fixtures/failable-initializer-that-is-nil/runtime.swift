@main struct Runtime {
    static func main() {
        print(MixinKey(intValue: 1) == nil, MixinKey(legacy: 2) == nil, MixinKey(named: "a") == nil)
        MixinKey._initIntValue = { MixinKey(stringValue: "#\($0)") }
        MixinKey._initLegacy = { _ in nil }
        MixinKey._initNamed = { MixinKey(stringValue: $0) }
        print(MixinKey(intValue: 1)?.stringValue ?? "nil", MixinKey(legacy: 2) == nil, MixinKey(named: "a")?.stringValue ?? "nil")
    }
}
