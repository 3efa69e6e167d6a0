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

        internal init(_ p: String) {
            self.path = p
            self.end = 0
        }

        init(copy: Root) {
            self = copy
        }

        static func root() -> Root {
            Root("/")
        }

        func describe() -> String {
            path + ":" + String(end)
        }
    }
}

internal protocol Slice: Hashable, Codable {}
extension Path.Root: Slice {}
