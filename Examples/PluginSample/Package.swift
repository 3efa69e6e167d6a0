// swift-tools-version:6.0
// A user's package with Stubble's command plugin: `swift package stubble check` fails on stale stubs,
// `swift package --allow-writing-to-package-directory stubble fix` refreshes them.
// Scripts/plugin-sample.sh runs both on a copy (CI step "plugin").
import PackageDescription

let package = Package(
    name: "PluginSample",
    dependencies: [
        // Depending on the package is all it takes: its command plugin becomes `swift package stubble`.
        .package(path: "../.."),
    ],
    targets: [
        .target(name: "Weather"),
        .testTarget(name: "WeatherTests", dependencies: ["Weather"]),
    ],
    swiftLanguageModes: [.v6]
)
