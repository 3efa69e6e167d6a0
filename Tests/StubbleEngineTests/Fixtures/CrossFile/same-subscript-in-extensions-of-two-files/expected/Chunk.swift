// Two files extend `Chunk`, each with a subscript of its own labels (`utf8:`, `scalar:`). Every subscript's
// hook is named `_subscript` (labels are added only to tell apart the overloads one file sees), and the hooks
// of both files live in `Chunk`'s body: each names the file that declares its subscript
// (`_subscript_ChunkUTF8`, `_subscript_ChunkScalars`), as functions of one name do.
struct Chunk {
    var text: String
    final class _StubBox: @unchecked Sendable, Hashable, Codable { // stubble
        @exclusivity(unchecked) var hooks: [String: Any] = [:] // stubble
        init() {} // stubble
        init(from decoder: any Swift.Decoder) throws {} // stubble
        func encode(to encoder: any Swift.Encoder) throws {} // stubble
        static func == (lhs: _StubBox, rhs: _StubBox) -> Bool { true } // stubble
        func hash(into hasher: inout Swift.Hasher) {} // stubble
    } // stubble
    let _stubs = _StubBox() // stubble
    var _subscript_ChunkScalars: ((Int) -> Unicode.Scalar)? { get { _stubs.hooks["_subscript_ChunkScalars"] as? ((Int) -> Unicode.Scalar) } nonmutating set { _stubs.hooks["_subscript_ChunkScalars"] = newValue } } // stubble: Chunk+Scalars.swift
    var _subscript_ChunkUTF8: ((Int) -> UInt8)? { get { _stubs.hooks["_subscript_ChunkUTF8"] as? ((Int) -> UInt8) } nonmutating set { _stubs.hooks["_subscript_ChunkUTF8"] = newValue } } // stubble: Chunk+UTF8.swift
}
