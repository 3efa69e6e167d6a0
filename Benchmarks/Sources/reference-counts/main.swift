// reference-counts ROOT [ROOT...]
// For every `.swift` file under each ROOT (recursively), prints one line, sorted by path:
//   PATH<TAB>class=N struct=N enum=N actor=N protocol=N extension=N func=N var=N let=N
// PATH is relative to the ROOT it was found under. Then, on stderr, totals and any file that swift-syntax
// itself could not parse cleanly or round-trip (those would make poor reference data).
import DeclCounting
import Foundation

let roots = Array(CommandLine.arguments.dropFirst())
if roots.isEmpty || roots.contains(where: { $0 == "-h" || $0 == "--help" }) {
    FileHandle.standardError.write(Data("usage: reference-counts ROOT [ROOT...]\n".utf8))
    exit(roots.isEmpty ? 2 : 0)
}

var files: [(relative: String, absolute: String)] = []
for root in roots {
    let rootURL = URL(fileURLWithPath: root).standardizedFileURL
    guard let walker = FileManager.default.enumerator(atPath: rootURL.path) else {
        FileHandle.standardError.write(Data("reference-counts: cannot read \(root)\n".utf8))
        exit(2)
    }
    while let rel = walker.nextObject() as? String {
        guard rel.hasSuffix(".swift") else { continue }
        let abs = rootURL.appendingPathComponent(rel).path
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: abs, isDirectory: &isDir), !isDir.boolValue {
            files.append((rel, abs))
        }
    }
}
// Byte order, as `LC_ALL=C sort` does, so the shell side can compare line by line.
files.sort { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }

var total = DeclCounts()
var bytes = 0
var problems: [String] = []
var out = ""
for file in files {
    guard let data = FileManager.default.contents(atPath: file.absolute) else {
        problems.append("\(file.relative): unreadable"); continue
    }
    let source = [UInt8](data)
    bytes += source.count
    let result = DeclCounting.count(source)
    if result.hasErrors { problems.append("\(file.relative): swift-syntax reports parse errors") }
    if !result.roundTrips { problems.append("\(file.relative): swift-syntax does not round-trip") }
    total += result.counts
    out += "\(file.relative)\t\(result.counts.line)\n"
}
FileHandle.standardOutput.write(Data(out.utf8))
var summary = "files=\(files.count) bytes=\(bytes)\ntotal\t\(total.line)\n"
for p in problems { summary += "problem: \(p)\n" }
FileHandle.standardError.write(Data(summary.utf8))
