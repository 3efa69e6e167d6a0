// SwiftGraph's shape: the protocol that refines Codable is declared in another file than the classes
// that adopt it, so only the module says that `UnweightedGraph` synthesizes Codable.
public protocol Graph: Codable, CustomStringConvertible {
    associatedtype V: Codable & Equatable
    var vertices: [V] { get }
}
