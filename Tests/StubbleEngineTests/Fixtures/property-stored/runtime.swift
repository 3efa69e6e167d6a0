@main struct Runtime {
    static func main() {
        let flag = FeatureFlag(isEnabled: false)
        print(flag.isEnabled, flag.name)
        flag._getIsEnabled = { true }
        print(flag.isEnabled)
        var seen: [Bool] = []
        flag._setIsEnabled = { seen.append($0) }
        flag.isEnabled = false
        print(seen, flag._isEnabled)
        flag._getIsEnabled = nil
        flag._setIsEnabled = nil
        flag.isEnabled = true
        print(flag.isEnabled)
    }
}
