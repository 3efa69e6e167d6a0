/*|*/final class Point {
    var x: Int = 1, y: Int = 2
    var label, note: String

    init() {
        label = "p"
        note = ""
    }
}
