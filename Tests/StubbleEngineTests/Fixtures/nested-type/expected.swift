enum Outer {
    // @Stubbable
    final class Inner {
        @exclusivity(unchecked) var _ping: (() -> String)? = nil // stubble
        func ping() -> String {
            if let _ping { _ping() } else { // stubble
            "pong"
            } // stubble
        }
        nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
    }
}
extension Outer.Inner: CustomReflectable {} // stubble
