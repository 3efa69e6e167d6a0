// @Stubbable
extension Version {
    @exclusivity(unchecked) nonisolated(unsafe) static var _text: (() -> String)? = nil // stubble
    public func text() -> String {
        if let _text = Self._text { _text() } else { // stubble
        "\(major).\(minor)"
        } // stubble
    }
}
extension Version { // stubble
    static func _resetStaticStubs_VersionText() { // stubble
        _text = nil // stubble
    } // stubble
} // stubble
