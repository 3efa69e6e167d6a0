@main struct Driver {
    static func main() {
        // A failable requirement is met by a plain init: through the protocol it still reads as failable.
        func make<Level: StandardLevel>(_ type: Level.Type) -> Level? { Level(rawValue: 3) }
        let level = make(StandardLevelMock.self)
        check(level?.initRawValueArguments == 3, "init?(rawValue:) recorded")
        let mock = StandardLevelMock()
        mock._rawValue = 7
        mock._description = "seven"
        check(mock.rawValue == 7 && "\(mock)" == "seven", "rawValue and description")
        print("standard-refinements: ok")
    }
}

func check(_ condition: Bool, _ what: String) {
    if !condition { print("FAILED: \(what)"); fatalError(what) }
}
