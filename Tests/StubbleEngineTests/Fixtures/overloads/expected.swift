// @Stubbable
final class Finder {
    @exclusivity(unchecked) var _findId: ((Int) -> String)? = nil // stubble
    func find(id: Int) -> String {
        if let _findId { _findId(id) } else { // stubble
        "id \(id)"
        } // stubble
    }

    @exclusivity(unchecked) var _findName: ((String) -> String)? = nil // stubble
    func find(name: String) -> String {
        if let _findName { _findName(name) } else { // stubble
        "name \(name)"
        } // stubble
    }

    @exclusivity(unchecked) var _findDouble: ((Double) -> String)? = nil // stubble
    func find(_ code: Double) -> String {
        if let _findDouble { _findDouble(code) } else { // stubble
        "code \(code)"
        } // stubble
    }
    nonisolated var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .class) } // stubble
}
extension Finder: CustomReflectable {} // stubble
