// Two files extend `Chunk`, each with a subscript of its own labels (`utf8:`, `scalar:`). Every subscript's
// hook is named `_subscript` (labels are added only to tell apart the overloads one file sees), and the hooks
// of both files live in `Chunk`'s body: each names the file that declares its subscript
// (`_subscript_ChunkUTF8`, `_subscript_ChunkScalars`), as functions of one name do.
struct Chunk {
    var text: String
}
