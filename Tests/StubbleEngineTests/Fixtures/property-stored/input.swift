/*|*/class FeatureFlag {
    /// Whether the feature is on.
    var isEnabled: Bool
    var name: String = "beta"

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}
