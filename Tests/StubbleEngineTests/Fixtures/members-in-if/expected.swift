// @Stubbable
final class Platform {
    #if os(Linux)
    @exclusivity(unchecked) var _name: (() -> String)? = nil // stubble
    func name() -> String {
        if let _name { _name() } else { // stubble
        "linux"
        } // stubble
    }
    #else
    @exclusivity(unchecked) var _name2: (() -> String)? = nil // stubble
    func name() -> String {
        if let _name2 { _name2() } else { // stubble
        "other"
        } // stubble
    }
    #endif
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Platform: CustomReflectable {} // stubble
