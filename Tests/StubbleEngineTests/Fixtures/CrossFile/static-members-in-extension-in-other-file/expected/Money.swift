// A struct in one file, and static members of an extension of it in another. Their hooks are the type's
// (static), and Swift allows static stored properties in an extension of a non-generic type: they live in
// the extension itself, next to their members, and the type's file does not change. The type's
// `_resetStaticStubs()` is written in its own file and cannot name them: the extension's file declares
// `Money._resetStaticStubs_MoneyParsing()`, named after it, which resets them.
struct Money: Equatable {
    var cents: Int
}
