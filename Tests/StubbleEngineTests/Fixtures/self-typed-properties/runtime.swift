@main struct Runtime {
    static func main() {
        print(Window.hidden.style, Window.shown?.style ?? -1)
        Window._getHidden = { Window(style: 7) }
        Window._getShown = { nil }
        print(Window.hidden.style, Window.shown?.style ?? -1)
        Window._resetStaticStubs()
        print(Window.hidden.style, Window.shown?.style ?? -1)
    }
}
