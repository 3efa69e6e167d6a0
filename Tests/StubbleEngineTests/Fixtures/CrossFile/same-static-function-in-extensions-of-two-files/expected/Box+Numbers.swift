// @Stubbable
extension Box where Value: Numeric {
    static var _zero_BoxNumbers: (() -> Box)? { get { _staticStubs_Box[ObjectIdentifier(Box.self)]?["_zero_BoxNumbers"] as? (() -> Box) } set { _staticStubs_Box[ObjectIdentifier(Box.self), default: [:]]["_zero_BoxNumbers"] = newValue } } // stubble
    static func zero() -> Box {
        if let _zero_BoxNumbers { _zero_BoxNumbers() } else { // stubble
        Box(value: 0)
        } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_Box: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension Box { // stubble
    static func _resetStaticStubs_BoxNumbers() { // stubble
        _staticStubs_Box.removeAll() // stubble
    } // stubble
} // stubble
