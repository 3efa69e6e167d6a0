// @Stubbable
extension Bell {
    func ring() -> String {
        if let _ring { _ring() } else { // stubble
        tone + "!"
        } // stubble
    }
}
