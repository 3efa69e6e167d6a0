/// Made Hashable here, in a file with no other declaration: a record holding a Token is Equatable.
struct Token: Hashable {
    var value: Int
}
