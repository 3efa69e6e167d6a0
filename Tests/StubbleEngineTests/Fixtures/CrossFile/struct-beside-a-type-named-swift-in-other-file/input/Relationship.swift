extension SymbolGraph {
    /*|*/public struct Relationship: Codable, Hashable {
        public var source: String
        public var target: String

        public init(source: String, target: String) {
            self.source = source
            self.target = target
        }

        public func describe() -> String {
            "\(source) -> \(target) (\(Swift.language))"
        }
    }
}
