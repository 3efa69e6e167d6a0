/*|*/extension Bell {
    func ring() -> String {
        tone + "!"
    }
}
