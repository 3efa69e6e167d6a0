@main struct Unstubbed {
    static func main() {
        let flag = FeatureFlag(isEnabled: false)
        print(flag.isEnabled, flag.name)
        print(flag.isEnabled)
        var seen: [Bool] = []
        flag.isEnabled = false
        flag.isEnabled = true
        print(flag.isEnabled)
    }
}
