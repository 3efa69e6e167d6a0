import Foundation

/// Runs the Swift compiler the tests are built with, so generated mocks are judged by the compiler itself.
enum SwiftCompiler {
    struct Run {
        var status: Int32
        var output: String
    }

    /// The compiler the stub fixtures use too (`swiftc()` in FixtureTests.swift: $SWIFTC, PATH, the toolchain);
    /// when none is found, "swiftc" is run through env so the failure says so.
    static var swiftc: String { StubbleEngineTests.swiftc() ?? "swiftc" }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Compiles files that form one module in Swift 6 mode through the SIL diagnostic passes (`throughSIL`).
    static func compile(_ files: [URL], defines: [String] = ["DEBUG"]) throws -> Run {
        let files = try uniquelyNamedCopies(files)
        return try run(swiftc, throughSIL + ["-parse-as-library"] + defines.map { "-D" + $0 } + files.map(\.path))
    }

    /// Builds files into an executable and runs it.
    static func buildAndRun(_ files: [URL], extraFlags: [String] = [], defines: [String] = ["DEBUG"]) throws -> (build: Run, run: Run?) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-mock-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("driver")
        let build = try run(swiftc, ["-swift-version", "6", "-parse-as-library", "-o", binary.path] + extraFlags
            + defines.map { "-D" + $0 } + files.map(\.path))
        guard build.status == 0 else { return (build, nil) }
        return (build, try run(binary.path, []))
    }

    /// Copies files into one temporary folder under unique names (`folder-file.swift`): swiftc refuses two
    /// inputs with the same file name.
    static func uniquelyNamedCopies(_ files: [URL]) throws -> [URL] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-mock-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try files.map { file in
            let target = directory.appendingPathComponent(file.deletingLastPathComponent().lastPathComponent + "-" + file.lastPathComponent)
            try FileManager.default.copyItem(at: file, to: target)
            return target
        }
    }

    /// Writes a text into a temporary file with the given name.
    static func temporaryFile(named name: String, contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stubble-mock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
