// parser-bench [--corpus DIR] [--rounds N]
//
// Loads every .swift file under DIR (default: a corpus fetched by Scripts/bench-parser.sh) into memory and
// parses the whole in-memory corpus with SwiftParser (walking each tree with the reference counting visitor)
// and with Stubble's parser (counting the same declarations from its tree), in one run. Each side runs in its
// own child process (this executable re-invoked with `--child SIDE`) so that each peak RSS (VmHWM) is its own.
// Prints MB/s for each side, the ratio, peak memory, and both sides' declaration totals. A second Stubble side,
// `stubble-details`, also reads every detail our parser leaves for later (see StubbleSide.swift).
import DeclCounting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct Measurement {
    var side: String
    var bytes = 0, files = 0, rounds = 0
    var seconds = 0.0            // best round, wall clock
    var cpuSeconds = 0.0         // best round, CPU time of this process (steadier when the machine is busy)
    var loadedKB = 0             // VmHWM after loading the corpus, before parsing
    var peakKB = 0               // VmHWM at the end
    var counts = DeclCounts()

    var mbPerSecond: Double { Double(bytes) / 1_048_576 / seconds }
    var mbPerCPUSecond: Double { Double(bytes) / 1_048_576 / cpuSeconds }

    /// One line the parent reads back from a child.
    var encoded: String {
        "RESULT side=\(side) bytes=\(bytes) files=\(files) rounds=\(rounds) seconds=\(seconds) cpuSeconds=\(cpuSeconds) loadedKB=\(loadedKB) peakKB=\(peakKB) \(counts.line)"
    }

    init(side: String) { self.side = side }

    init?(decoding line: String) {
        guard line.hasPrefix("RESULT ") else { return nil }
        var fields: [String: String] = [:]
        for part in line.dropFirst(7).split(separator: " ") {
            let kv = part.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { fields[String(kv[0])] = String(kv[1]) }
        }
        guard let side = fields["side"], let bytes = Int(fields["bytes"] ?? ""), let files = Int(fields["files"] ?? ""),
              let rounds = Int(fields["rounds"] ?? ""), let seconds = Double(fields["seconds"] ?? ""), let cpu = Double(fields["cpuSeconds"] ?? ""),
              let loaded = Int(fields["loadedKB"] ?? ""), let peak = Int(fields["peakKB"] ?? "") else { return nil }
        self.side = side; self.bytes = bytes; self.files = files; self.rounds = rounds; self.seconds = seconds; self.cpuSeconds = cpu
        self.loadedKB = loaded; self.peakKB = peak
        let v = DeclCounts.kinds.map { Int(fields[$0] ?? "") ?? -1 }
        counts.class = v[0]; counts.struct = v[1]; counts.enum = v[2]; counts.actor = v[3]; counts.protocol = v[4]
        counts.extension = v[5]; counts.func = v[6]; counts.var = v[7]; counts.let = v[8]
    }
}

/// Peak resident set size of this process so far, in kB (Linux: VmHWM in /proc/self/status).
func peakRSSKB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
    var ts = timespec()
    clock_gettime(clock, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func loadCorpus(_ dir: String) -> [[UInt8]] {
    var paths: [String] = []
    let walker = FileManager.default.enumerator(atPath: dir)
    while let rel = walker?.nextObject() as? String {
        if rel.hasSuffix(".swift") { paths.append(rel) }
    }
    paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return paths.compactMap { FileManager.default.contents(atPath: dir + "/" + $0).map { [UInt8]($0) } }
}

/// Child: parse the corpus `rounds` times with one parser, keep the best round, report.
func runChild(side: String, corpus: String, rounds: Int) -> Int32 {
    let sources = loadCorpus(corpus)
    var m = Measurement(side: side)
    m.files = sources.count
    m.bytes = sources.reduce(0) { $0 + $1.count }
    m.loadedKB = peakRSSKB()
    let parse: ([UInt8]) -> DeclCounts
    switch side {
    case "swift-syntax": parse = DeclCounting.countOnly
    case "stubble":
        guard let ours = StubbleSide.countDeclarations else {
            print("UNAVAILABLE \(StubbleSide.unavailableReason)")
            return 3
        }
        parse = ours
    case "stubble-details":
        guard let ours = StubbleSide.countDeclarationsReadingDetails else {
            print("UNAVAILABLE \(StubbleSide.unavailableReason)")
            return 3
        }
        parse = ours
    default:
        FileHandle.standardError.write(Data("parser-bench: unknown side \(side)\n".utf8)); return 2
    }
    var best = Double.infinity, bestCPU = Double.infinity
    for _ in 0..<rounds {
        var total = DeclCounts()
        let start = now(), startCPU = now(CLOCK_PROCESS_CPUTIME_ID)
        for source in sources { total += parse(source) }
        best = min(best, now() - start)
        bestCPU = min(bestCPU, now(CLOCK_PROCESS_CPUTIME_ID) - startCPU)
        m.counts = total
    }
    m.rounds = rounds
    m.seconds = best
    m.cpuSeconds = bestCPU
    m.peakKB = peakRSSKB()
    print(m.encoded)
    return 0
}

enum SideResult { case success(Measurement), failure(String) }

func runSide(_ side: String, corpus: String, rounds: Int) -> SideResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    process.arguments = ["--child", side, "--corpus", corpus, "--rounds", String(rounds)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return .failure("cannot start child: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") }),
       let m = Measurement(decoding: String(line)) {
        return .success(m)
    }
    return .failure(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                    ? "child exited with status \(process.terminationStatus)" : text)
}

// MARK: - Main

var args = Array(CommandLine.arguments.dropFirst())
var corpus = ""
var rounds = 3
var child: String? = nil
while !args.isEmpty {
    let a = args.removeFirst()
    switch a {
    case "--corpus": corpus = args.isEmpty ? "" : args.removeFirst()
    case "--rounds": rounds = max(1, Int(args.isEmpty ? "" : args.removeFirst()) ?? 3)
    case "--child": child = args.isEmpty ? nil : args.removeFirst()
    case "-h", "--help":
        print("usage: parser-bench --corpus DIR [--rounds N]   (Scripts/bench-parser.sh fetches the corpus and runs this)")
        exit(0)
    default:
        FileHandle.standardError.write(Data("parser-bench: unknown argument '\(a)'\n".utf8)); exit(2)
    }
}
guard !corpus.isEmpty else {
    FileHandle.standardError.write(Data("parser-bench: --corpus DIR is required\n".utf8)); exit(2)
}
if let child { exit(runChild(side: child, corpus: corpus, rounds: rounds)) }

func mb(_ kb: Int) -> String { String(format: "%.1f MB", Double(kb) / 1024) }

print("corpus: \(corpus)")
var results: [String: Measurement] = [:]
for side in ["swift-syntax", "stubble", "stubble-details"] {
    switch runSide(side, corpus: corpus, rounds: rounds) {
    case .success(let m):
        results[side] = m
        let label = side.padding(toLength: 15, withPad: " ", startingAt: 0)
        print(label + String(format: " %8.2f MB/s wall, %8.2f MB/s CPU  (%d files, %.1f MB, best of %d rounds: %.3f s wall, %.3f s CPU)",
                             m.mbPerSecond, m.mbPerCPUSecond, m.files, Double(m.bytes) / 1_048_576, m.rounds,
                             m.seconds, m.cpuSeconds)
              + "  peak RSS \(mb(m.peakKB)) (corpus loaded: \(mb(m.loadedKB)), parsing added \(mb(m.peakKB - m.loadedKB)))")
        print("                declarations: \(m.counts.line)")
    case .failure(let why):
        print("\(side): not measured: \(why)")
    }
}
if let theirs = results["swift-syntax"], let ours = results["stubble"] {
    print(String(format: "ratio: stubble parses %.1fx as fast as SwiftParser by wall clock, %.1fx by CPU time (goal: >= 20x); uses %.1f%% of its memory over the loaded corpus",
                 ours.mbPerSecond / theirs.mbPerSecond, ours.mbPerCPUSecond / theirs.mbPerCPUSecond,
                 100 * Double(ours.peakKB - ours.loadedKB) / Double(max(1, theirs.peakKB - theirs.loadedKB))))
    print(ours.counts == theirs.counts ? "declaration totals: equal" : "declaration totals: DIFFER (see Scripts/corpus-check.sh)")
    if let details = results["stubble-details"] {
        print(String(format: "ratio reading every detail too (stubble-details: parameters, bindings, errors): %.1fx by wall clock, %.1fx by CPU time; %.1f%% of SwiftParser's memory",
                     details.mbPerSecond / theirs.mbPerSecond, details.mbPerCPUSecond / theirs.mbPerCPUSecond,
                     100 * Double(details.peakKB - details.loadedKB) / Double(max(1, theirs.peakKB - theirs.loadedKB))))
    }
}
