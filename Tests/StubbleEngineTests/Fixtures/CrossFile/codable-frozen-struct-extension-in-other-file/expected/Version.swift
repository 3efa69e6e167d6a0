// A Codable struct that cannot hold the hooks' box (`@frozen`: its layout is its ABI) keeps its instance
// hooks outside its values, as static hooks. The hooks of its extension in Version+Text.swift add no stored
// property to it, so its synthesized coding does not change (a struct with a box refuses them).
@frozen public struct Version: Codable, Equatable {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }
    @exclusivity(unchecked) nonisolated(unsafe) static var _text: (() -> String)? = nil // stubble: Version+Text.swift
}
