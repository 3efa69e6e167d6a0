struct GenericsPoint: Codable, Equatable { var x: Int }

@main struct Driver {
    static func main() throws {
        let coder = GenericsCoderMock()
        coder._decode = { type, bytes in GenericsPoint(x: bytes.count) }
        check(try coder.decode(GenericsPoint.self, from: [1, 2]) == GenericsPoint(x: 2), "erased result cast back")
        check(coder.decodeLastInvocation?.type as? GenericsPoint.Type == GenericsPoint.self, "erased argument recorded")
        coder._withBuffer = { body in try? body([7]) as Any }
        check(coder.withBuffer { $0.first } == 7, "non-escaping closure whose result is generic")
        coder._swapValue = { value in value = 9 }
        var n = 1
        coder.swapValue(&n)
        check(n == 9, "generic inout boxed and written back")
        check(coder.schedule({ 1 }).isEmpty, "generic array default")
        check(coder.first(of: [3]) == nil, "generic optional default")
        print("generics: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
