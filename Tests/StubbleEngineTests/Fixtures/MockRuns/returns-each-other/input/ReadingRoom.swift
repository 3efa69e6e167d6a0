import Foundation

@MainActor
protocol ReadingRoom {
    func seats() -> Int
    func library() -> Library
}
