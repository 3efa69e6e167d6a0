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
    func seats() -> Int {
        seatsCallCount += 1
        if let _seats { return _seats() }
        if let seatsReturnValue { return seatsReturnValue }
        return 0
    }

    // MARK: library()
    var _library: (() -> Library)? = nil
    var libraryReturnValue: Library? = nil
    private(set) var libraryCallCount: Int = 0
    func library() -> Library {
        libraryCallCount += 1
        if let _library { return _library() }
        if let libraryReturnValue { return libraryReturnValue }
        return LibraryMock()
    }
    // stubble:mock:end ReadingRoom
}
#endif
