import Foundation

// A struct Codable through a protocol, whose initializer assigns `self = …` and which has Swift's memberwise
// initializer: its instance members cannot be stubbed (the hooks' box would be initialized twice, and it
// cannot be a `var`: the memberwise initializer would take it as a parameter), so its stored properties
// keep their names and no coding keys are written (they named renamed storage that was never renamed: "does
// not conform to protocol 'Decodable'", found on swift-system's FilePath.Component). Its static members are
// stubbed.
public struct Path: Sendable {
    var raw: String = ""
}

extension Path {
    // @Stubbable
    public struct Root: Sendable {
        internal var path: String
        internal var end: Int

        @exclusivity(unchecked) nonisolated(unsafe) static var _root: (@Sendable () -> Root)? = nil // stubble
        static func root() -> Root {
            if let _root { _root() } else { // stubble
            Root(path: "/", end: 0)
            } // stubble
        }

        func describe() -> String {
            path + ":" + String(end)
        }
        static func _resetStaticStubs() { // stubble
            _root = nil // stubble
        } // stubble
    }
}

extension Path.Root {
    init(copy: Path.Root) {
        self = copy
    }
}

internal protocol Slice: Hashable, Codable {}
extension Path.Root: Slice {}
