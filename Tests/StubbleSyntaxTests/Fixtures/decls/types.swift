import Foundation
@testable import struct MyModule.Thing
public final class Box<Element: Sendable>: Base, @unchecked Sendable where Element: Hashable {
    struct Nested {
        enum Deeper: String, CaseIterable {
            case a = "A", b
            indirect case node(Deeper, label: String)
        }
    }
    class func make() -> Box { Box() }
}
actor Counter {
    var value = 0
    nonisolated func id() -> String { "c" }
}
distributed actor Remote {}
extension Array: Service where Element == Int {
    func fetch() async throws -> Data { Data() }
}
extension Foo.Bar {}
protocol Store<Value>: AnyObject {
    associatedtype Value: Codable = String
    typealias Callback = (Value) -> Void
}
enum Never2 {}
struct NonCopyable: ~Copyable {}
