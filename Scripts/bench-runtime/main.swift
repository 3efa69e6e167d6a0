import Foundation

struct Student: Sendable { var name: String; var graduationYear: Int }

@main struct Bench {
    static func main() async throws {
        let n = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5_000_000
        print(try await measure(n))
    }
}

/// Runs off the main actor, so the loop measures calls, not actor hops.
nonisolated func measure(_ n: Int) async throws -> Double {
    let model = makeViewModel()
    var total = 0
    for _ in 0..<1000 { total &+= try await model.studentsByGraduationYear().count } // warm up
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<n { total &+= try await model.studentsByGraduationYear().count }
    let end = DispatchTime.now().uptimeNanoseconds
    if total == -1 { print("impossible") }
    return Double(end - start) / Double(n)
}
