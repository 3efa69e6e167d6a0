import Foundation

// A struct Codable through a protocol, whose initializer assigns `self = …`: the hooks' box would be
// initialized twice, so its instance hooks are static, outside its values. Its stored properties are renamed
// storage all the same, so the coding keys are written for them and its JSON keys do not change (keys for
// storage that was never renamed broke it before: "does not conform to protocol 'Decodable'", found on
// swift-system's FilePath.Component). Its static members and its initializers are stubbed too (their hooks are
// the type's).
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
