import Foundation

@MainActor
protocol ReadingRoom {
    func seats() -> Int
    func library() -> Library
}

#if DEBUG
@MainActor final class ReadingRoomMock: ReadingRoom {
    // stubble:mock:begin ReadingRoom
    init() {}

    /// Presets in one place: `ReadingRoomMock { $0._member = { ... } }`.
    init(_ configure: (ReadingRoomMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: seats()
    var _seats: (() -> Int)? = nil
    var seatsReturnValue: Int? = nil
    private(set) var seatsCallCount: Int = 0
    private(set) var seatsReturnedValues: [Int] = []
    var seatsLastReturnedValue: Int? { seatsReturnedValues.last }
    func seats() -> Int {
        seatsCallCount += 1
        if let _seats {
            let result = _seats()
            seatsReturnedValues.append(result)
            return result
        }
        if let seatsReturnValue {
            seatsReturnedValues.append(seatsReturnValue)
            return seatsReturnValue
        }
        let result: Int = 0
        seatsReturnedValues.append(result)
        return result
    }

    // MARK: library()
    var _library: (() -> Library)? = nil
    var libraryReturnValue: Library? = nil
    private(set) var libraryCallCount: Int = 0
    private(set) var libraryReturnedValues: [Library] = []
    var libraryLastReturnedValue: Library? { libraryReturnedValues.last }
    func library() -> Library {
        libraryCallCount += 1
        if let _library {
            let result = _library()
            libraryReturnedValues.append(result)
            return result
        }
        if let libraryReturnValue {
            libraryReturnedValues.append(libraryReturnValue)
            return libraryReturnValue
        }
        let result: Library = LibraryMock()
        libraryReturnedValues.append(result)
        return result
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _seats = nil
        seatsReturnValue = nil
        seatsCallCount = 0
        seatsReturnedValues = []
        _library = nil
        libraryReturnValue = nil
        libraryCallCount = 0
        libraryReturnedValues = []
    }
    // stubble:mock:end ReadingRoom
}
#endif
