/*|*/final class Point {
    var x: Int = 1, y: Int = 2
    var label, note: String
    var width: Int = 3,
        height: Int = 4

    init() {
        label = "p"
        note = ""
    }
}
