@main struct Unstubbed {
    static func main() throws {
        let a = try Marker.read("a")
        print(a.text, a.merged(with: Marker(text: "b")).text, a.parent()?.text ?? "-")
    }
}
