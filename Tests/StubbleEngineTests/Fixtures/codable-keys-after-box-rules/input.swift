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

        static func root() -> Root {
            Root(path: "/", end: 0)
        }

        func describe() -> String {
            path + ":" + String(end)
        }
    }
}

extension Path.Root {
    init(copy: Path.Root) {
        self = copy
    }
}

internal protocol Slice: Hashable, Codable {}
extension Path.Root: Slice {}
