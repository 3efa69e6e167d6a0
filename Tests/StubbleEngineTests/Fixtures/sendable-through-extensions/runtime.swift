@main struct Runtime {
    static func main() async {
        let timer = Timer(label: "db")
        var dimensions = Dimensions(names: ["a", "b"])
        print(timer.label, timer.record(5), dimensions.first() ?? "-")
        timer._getLabel = { "hooked" }
        timer._record = { n in "recorded \(n)" }
        dimensions._first = { "z" }
        let seen = await Task.detached { [timer] in timer.record(7) }.value
        print(timer.label, seen, dimensions.first() ?? "-")
        var count = 0
        let recorder = Recorder(name: "r")
        recorder._getName = { count += 1; return "counted" }
        print(recorder.name, recorder.description, count)
        dimensions.names = ["c"]
        dimensions._first = nil
        print(dimensions.first() ?? "-")
    }
}
