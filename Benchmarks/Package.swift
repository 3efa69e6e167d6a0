// swift-tools-version:6.0
// Stubble's benchmarks and reference tools. A SEPARATE package: it may depend on swift-syntax, the main
// package never does. Nothing here is built by CI; reference data it produces is committed under Reference/.
import PackageDescription

let package = Package(
    name: "StubbleBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(name: "Stubble", path: ".."),
    ],
    targets: [
        // The counting rules, written once against swift-syntax: used by both executables.
        .target(name: "DeclCounting", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Prints per-file declaration counts (the reference for Scripts/corpus-check.sh).
        .executableTarget(name: "reference-counts", dependencies: ["DeclCounting"]),
        // Parses the in-memory corpus with SwiftParser and with our parser; prints MB/s and peak memory.
        .executableTarget(name: "parser-bench", dependencies: [
            "DeclCounting",
            .product(name: "StubbleSyntax", package: "Stubble"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
