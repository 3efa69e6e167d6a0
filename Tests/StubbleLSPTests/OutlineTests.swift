import Testing
@testable import StubbleLSP

@Suite("The outline (documentSymbol) from the syntax layer's declaration tree")
struct OutlineTests {
    struct Row: Equatable, CustomStringConvertible {
        var depth: Int, name: String, kind: DocumentSymbolItem.Kind, detail: String?
        var description: String { "\(String(repeating: "  ", count: depth))\(name) \(kind) \(detail ?? "-")" }
    }

    func rows(_ source: String) -> [Row] {
        var result: [Row] = []
        let text = Array(source.utf8)
        func walk(_ items: [DocumentSymbolItem], _ depth: Int) {
            for item in items {
                #expect(item.range.contains(item.selectionRange.lowerBound) || item.range.lowerBound == item.selectionRange.lowerBound,
                        "\(item.name): the selection lies inside the range")
                #expect(item.selectionRange.upperBound <= item.range.upperBound)
                result.append(Row(depth: depth, name: item.name, kind: item.kind, detail: item.detail))
                walk(item.children, depth + 1)
            }
        }
        walk(EngineService().symbols(path: "/t.swift", text: text), 0)
        return result
    }

    @Test func everyKindOfDeclaration() {
        let source = """
        import Foundation

        public protocol Store: Sendable {
            associatedtype Item
            func load(_ id: Int, from source: String) async throws(StoreError) -> Item
        }

        enum Mode: String { case fast, slow(Int) }

        extension Mode {
            typealias Raw = String
            var isFast: Bool { self == .fast }
            subscript(index: Int) -> Int { index }
        }

        actor Cache {
            init(size: Int) {}
            deinit {}
            let a = 1, b: Int = 2
            #if DEBUG
            static func reset() {}
            #endif
        }

        func helper<T>(_ value: T) rethrows -> T { value }
        """
        let expected: [Row] = [
            Row(depth: 0, name: "Store", kind: .protocol, detail: nil),
            Row(depth: 1, name: "Item", kind: .associatedType, detail: nil),
            Row(depth: 1, name: "load(_:from:)", kind: .method, detail: "async throws(StoreError) -> Item"),
            Row(depth: 0, name: "Mode", kind: .enum, detail: nil),
            Row(depth: 1, name: "fast", kind: .enumCase, detail: nil),
            Row(depth: 1, name: "slow", kind: .enumCase, detail: "(Int)"),
            Row(depth: 0, name: "extension Mode", kind: .extension, detail: nil),
            Row(depth: 1, name: "Raw", kind: .typealias, detail: "String"),
            Row(depth: 1, name: "isFast", kind: .property, detail: "Bool"),
            Row(depth: 1, name: "subscript(_:)", kind: .subscript, detail: "-> Int"),
            Row(depth: 0, name: "Cache", kind: .actor, detail: nil),
            Row(depth: 1, name: "init(size:)", kind: .initializer, detail: nil),
            Row(depth: 1, name: "deinit", kind: .method, detail: nil),
            Row(depth: 1, name: "a", kind: .property, detail: nil),
            Row(depth: 1, name: "b", kind: .property, detail: "Int"),
            Row(depth: 1, name: "reset()", kind: .method, detail: nil),
            Row(depth: 0, name: "helper(_:)", kind: .function, detail: "rethrows -> T"),
        ]
        #expect(rows(source) == expected)
    }

    @Test func brokenCodeStillGivesAnOutline() {
        let rows = rows("struct A {\n    func f(\n}\nclass B {")
        #expect(rows.first?.name == "A")
        #expect(rows.contains { $0.name == "B" })
    }

    @Test func invalidUTF8AndEmptyInputDoNotCrash() {
        #expect(EngineService().symbols(path: "/t.swift", text: []).isEmpty)
        _ = EngineService().symbols(path: "/t.swift", text: [0xFF, 0xFE, 0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0xC3])
    }
}
