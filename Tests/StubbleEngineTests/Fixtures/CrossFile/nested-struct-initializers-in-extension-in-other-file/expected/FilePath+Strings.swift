/*
 This file starts with a block comment, as a license header often is.
*/

// @Stubbable
extension FilePath.Component {
    static var _initPlatformString: ((String) -> Self?)? { get { _staticStubs_FilePath_Component[ObjectIdentifier(Self.self)]?["_initPlatformString"] as? ((String) -> Self?) } set { _staticStubs_FilePath_Component[ObjectIdentifier(Self.self), default: [:]]["_initPlatformString"] = newValue } } // stubble
    public init?(platformString: String) {
        if let _initPlatformString = Self._initPlatformString { guard let _stubbleValue = _initPlatformString(platformString) else { return nil }; self = _stubbleValue; return } // stubble
        guard !platformString.isEmpty else { return nil }
        self.init(FilePath(platformString))
    }

    static var _getLength: (() -> Int)? { get { _staticStubs_FilePath_Component[ObjectIdentifier(Self.self)]?["_getLength"] as? (() -> Int) } set { _staticStubs_FilePath_Component[ObjectIdentifier(Self.self), default: [:]]["_getLength"] = newValue } } // stubble
    public var length: Int {
        if let _getLength = Self._getLength { _getLength() } else { // stubble
        path.text.count
        } // stubble
    }
}
nonisolated(unsafe) private var _staticStubs_FilePath_Component: [ObjectIdentifier: [String: Any]] = [:] // stubble
extension FilePath.Component { // stubble
    static func _resetStaticStubs_FilePathStrings() { // stubble
        _staticStubs_FilePath_Component.removeAll() // stubble
    } // stubble
} // stubble
