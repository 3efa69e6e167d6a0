@main struct Runtime {
    static func main() throws {
        let a = try Marker.read("a")
        print(a.text, a.merged(with: Marker(text: "b")).text, a.parent()?.text ?? "-")
        Marker._read = { _ in Marker(text: "hooked") }
        a._merged = { other in Marker(text: "merged " + other.text) }
        a._parent = { Marker(text: "up") }
        print(try Marker.read("a").text, a.merged(with: Marker(text: "b")).text, a.parent()?.text ?? "-")
        Marker._read = nil
        a._merged = nil
        a._parent = nil
        print(try Marker.read("a").text, a.merged(with: Marker(text: "b")).text, a.parent()?.text ?? "-")
    }
}
