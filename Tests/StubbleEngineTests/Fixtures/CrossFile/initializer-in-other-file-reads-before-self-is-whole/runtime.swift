@main
struct Main {
    static func main() {
        var header = Header(bytes: [2, 3, 4])
        print(header.describe(), header.extra.count)
        header._getComment = { "stubbed" }
        header._getVersion = { 9 }
        print(header.describe())
    }
}
