import Foundation

// A struct Codable through a protocol, whose initializer assigns `self = …`: its instance members cannot be
// stubbed (the hooks' box would be initialized twice), so its stored properties keep their names and no coding
// keys are written (they named renamed storage that was never renamed: "does not conform to protocol
// 'Decodable'", found on swift-system's FilePath.Component). Its static members and its initializers are stubbed
// (their hooks are the type's, outside the box).
public struct Path: Sendable {
    var raw: String = ""
}

extension Path {
    // @Stubbable
    public struct Root: Sendable {
        internal var path: String
        internal var end: Int

        @exclusivity(unchecked) nonisolated(unsafe) static var _initString: (@Sendable (String) -> Root)? = nil // stubble
        internal init(_ p: String) {
            if let _initString = Self._initString { self = _initString(p); return } // stubble
            self.path = p
            self.end = 0
        }

        @exclusivity(unchecked) nonisolated(unsafe) static var _initCopy: (@Sendable (Root) -> Root)? = nil // stubble
        init(copy: Root) {
            if let _initCopy = Self._initCopy { self = _initCopy(copy); return } // stubble
            self = copy
        }

        @exclusivity(unchecked) nonisolated(unsafe) static var _root: (@Sendable () -> Root)? = nil // stubble
        static func root() -> Root {
            if let _root { _root() } else { // stubble
            Root("/")
            } // stubble
        }

        func describe() -> String {
            path + ":" + String(end)
        }
        static func _resetStaticStubs() { // stubble
            _initString = nil // stubble
            _initCopy = nil // stubble
            _root = nil // stubble
        } // stubble
    }
}

internal protocol Slice: Hashable, Codable {}
extension Path.Root: Slice {}
