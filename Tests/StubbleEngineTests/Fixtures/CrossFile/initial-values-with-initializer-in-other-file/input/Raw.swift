// An initializer in an extension in another file initializes stored properties itself. Compiled as a file of
// its own (as SwiftPM's debug builds and `swiftc` without `-wmo` do), it cannot initialize renamed storage
// with an initial value behind a property with an init accessor that has one too: it calls an initial-value
// function its declaring file never emits ("undefined reference to variable initialization expression of
// `_binds`", sql-kit's deprecated `SQLRaw.binds`), or the compiler crashes. The property with the init
// accessor then has no initial value: the storage's own initializes it. `note`, optional, would then start as
// nil: it stays stored (as `Point.x` does, see Point.swift). So does `tag`, an optional `var` without an initial
// value: both would start as nil, which is an initial value too (swift-collections' `OrderedSet.__storage`:
// "undefined reference to `OrderedSet.___storage` property initializer").
/*|*/struct Raw {
    var sql: String
    var binds: [Int] = []
    var note: String? = "none"
    var tag: String?

    init(_ sql: String) {
        self.sql = sql
    }
}
