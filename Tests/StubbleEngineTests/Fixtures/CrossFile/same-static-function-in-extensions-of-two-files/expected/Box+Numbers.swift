// @Stubbable
extension Box where Value: Numeric {
    static var _zero: (() -> Box)? { get { _staticStubs_Box[ObjectIdentifier(Box.self)]?["_zero"] as? (() -> Box) } set { _staticStubs_Box[ObjectIdentifier(Box.self), default: [:]]["_zero"] = newValue } } // stubble
    static func zero() -> Box {
        if let _zero { _zero() } else { // stubble
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
