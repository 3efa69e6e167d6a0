// swift-tools-version:6.0
// Stubble: stubs, spies and mocks for Swift, written in place. No dependencies, by design:
// the parser is our own, so users never pay swift-syntax's build time.
import PackageDescription

let package = Package(
    name: "Stubble",
    products: [
        .executable(name: "stubble", targets: ["stubble"]),
        .library(name: "StubbleSyntax", targets: ["StubbleSyntax"]),
        .library(name: "StubbleEngine", targets: ["StubbleEngine"]),
        .library(name: "StubbleLSP", targets: ["StubbleLSP"]),
        // `swift package stubble check|fix` in a package that depends on this one.
        .plugin(name: "StubblePlugin", targets: ["StubblePlugin"]),
    ],
    targets: [
        // Lexer, lossless tree, declaration parser, positions. Knows nothing of stubs.
        .target(name: "StubbleSyntax"),
        // Pure functions: parsed file in, findings and text edits out. Knows nothing of LSP.
        .target(name: "StubbleEngine", dependencies: ["StubbleSyntax"]),
        // JSON-RPC framing, LSP types, documents, handlers: a thin layer over the engine.
        .target(name: "StubbleLSP", dependencies: ["StubbleSyntax", "StubbleEngine"]),
        // Subcommands over files: the same engine functions the server uses.
        .target(name: "StubbleCLI", dependencies: ["StubbleSyntax", "StubbleEngine", "StubbleLSP"]),
        // The executable only wires things up.
        .executableTarget(name: "stubble", dependencies: ["StubbleCLI"]),
        // A command plugin: runs the `stubble` executable's check/fix over the package's targets.
        .plugin(name: "StubblePlugin",
                capability: .command(intent: .custom(verb: "stubble",
                                                     description: "Check (or fix) stubs and mocks: 'check' or 'fix'")),
                dependencies: ["stubble"]),
        .testTarget(name: "StubbleSyntaxTests", dependencies: ["StubbleSyntax"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "StubbleEngineTests", dependencies: ["StubbleEngine", "StubbleSyntax"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "StubbleLSPTests", dependencies: ["StubbleLSP", "StubbleEngine", "StubbleSyntax"]),
        .testTarget(name: "StubbleCLITests", dependencies: ["StubbleCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
