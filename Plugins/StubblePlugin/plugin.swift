import Foundation
import PackagePlugin

/// `swift package stubble check [--target NAME]...` and
/// `swift package --allow-writing-to-package-directory stubble fix [--dry-run] [--target NAME]...`:
/// the CLI's `check` and `fix` over the Swift files of the package's source module targets (tests
/// included, where mocks usually live). Output is the CLI's own (`path:line:column: severity: message
/// [code]`), so CI logs and editors link it; a non-zero exit of the tool fails the `swift package` run.
///
/// The plugin declares no write permission on purpose: a declared permission makes SwiftPM demand
/// `--allow-writing-to-package-directory` for `check` too, which only reads. `fix` needs the flag where
/// plugins run sandboxed (macOS); without it the sandbox refuses the writes and `fix` says so.
@main
struct StubblePlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        let rest = extractor.remainingArguments
        guard let subcommand = rest.first, ["check", "fix"].contains(subcommand) else {
            throw Failure(description: """
            usage: swift package stubble check [--target NAME]... [CHECK OPTIONS]
                   swift package --allow-writing-to-package-directory stubble fix [--dry-run] [--target NAME]...
            """)
        }
        let targets: [any SourceModuleTarget]
        if targetNames.isEmpty {
            targets = context.package.targets.compactMap { $0 as? any SourceModuleTarget }
        } else {
            targets = try context.package.targets(named: targetNames).compactMap { target in
                guard let source = target as? any SourceModuleTarget else {
                    throw Failure(description: "stubble: target '\(target.name)' has no Swift sources")
                }
                return source
            }
        }
        // The targets' Swift files as SwiftPM lists them (a target's `exclude:` is respected); one run over
        // all of them, so a protocol refined in another target's file is found.
        let files = targets.flatMap { $0.sourceFiles(withSuffix: ".swift").map(\.url.path) }
        guard !files.isEmpty else {
            Diagnostics.remark("stubble: no Swift source targets in package '\(context.package.displayName)'")
            return
        }
        let tool = try context.tool(named: "stubble")
        var toolArguments = [subcommand]
        if dryRun { toolArguments.append("--dry-run") }
        toolArguments += rest.dropFirst()
        toolArguments += files

        // The tool's output is read here (the summary counts its lines) and passed on unchanged.
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = Task.detached { err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // SwiftPM prints a plugin's output on its stdout, buffered, and the plugin's error line on its
        // stderr at once: where both go to one file (CI's `2>&1`) and the findings pass 8 KB, the error
        // line lands inside the findings (toolchain 6.3.1). Separate streams keep every line whole.
        FileHandle.standardOutput.write(outData)
        FileHandle.standardError.write(await errData.value)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            let lines = String(decoding: outData, as: UTF8.self).split(separator: "\n")
            let errors = lines.filter { $0.contains(": error: ") }.count
            let warnings = lines.filter { $0.contains(": warning: ") }.count
            Diagnostics.error(subcommand == "check" && status == 1
                ? "stubble check: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in stubs or mocks; 'swift package --allow-writing-to-package-directory stubble fix' refreshes stale ones"
                : "stubble \(subcommand) failed with exit status \(status)")
            return
        }
    }
}
