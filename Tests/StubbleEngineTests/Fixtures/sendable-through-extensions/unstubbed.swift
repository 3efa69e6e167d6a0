@main struct Unstubbed {
    static func main() async {
        let timer = Timer(label: "db")
        var dimensions = Dimensions(names: ["a", "b"])
        print(timer.label, timer.record(5), dimensions.first() ?? "-")
        dimensions.names = ["c"]
        print(dimensions.first() ?? "-")
    }
}
