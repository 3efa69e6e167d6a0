@main struct Unstubbed {
    static func main() {
        print(Window.hidden.style, Window.shown?.style ?? -1)
    }
}
