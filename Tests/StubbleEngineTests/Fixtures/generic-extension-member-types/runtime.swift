@main struct Runtime {
    static func main() {
        let shelf = Shelf(["ab", "abc"])
        print(shelf.firstStart() != nil, shelf.longest() ?? "-", shelf.isValid("x".startIndex, in: "x"))
        var seen: [String] = []
        shelf._firstStart = { nil as String.Index? }
        shelf._longest = { "stub" }
        shelf._isValid = { _, item in seen.append(item); return false }
        print(shelf.firstStart() != nil, shelf.longest() ?? "-", shelf.isValid("x".startIndex, in: "x"), seen)
        shelf._firstStart = nil
        shelf._longest = nil
        shelf._isValid = nil
        print(shelf.firstStart() != nil, shelf.longest() ?? "-", shelf.isValid("x".startIndex, in: "x"))
    }
}
