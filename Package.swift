// swift-tools-version: 6.0
import PackageDescription

/// Conform: a cross-SDK conformance harness for in-app purchase paywall SDKs.
/// No dependencies outside the Swift toolchain, by design.
let package = Package(
    name: "Conform",
    // As low as the code honestly goes: an app's test target on iOS 16 links ConformTesting. Duration
    // and the clocks set this floor; ci/check-availability.py fails on any toolchain API above it.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "conform", targets: ["ConformCLI"]),
        .executable(name: "conform-bench", targets: ["ConformBench"]),
        .library(name: "ConformKit", targets: ["ConformKit"]),
        .library(name: "ConformAdapters", targets: ["ConformAdapters"]),
        .library(name: "ConformTesting", targets: ["ConformTesting"]),
        // The device recorder alone (Foundation only), for an app's debug build (docs/recordings.md).
        .library(name: "ConformRecorder", targets: ["ConformRecorder"]),
        .executable(name: "conform-bench-external", targets: ["ConformBenchExternal"]),
        .executable(name: "conform-fuzz", targets: ["ConformFuzz"]),
        // What every external adapter runs under: it dies with conform and takes the adapter's tree with it.
        .executable(name: "conform-guard", targets: ["ConformGuard"])
    ],
    targets: [
        .target(name: "ConformKit"),
        .target(name: "ConformAdapters", dependencies: ["ConformKit"]),
        .target(name: "ConformRecorder"),
        .target(name: "ConformTesting", dependencies: ["ConformKit", "ConformAdapters", "ConformRecorder"]),
        .executableTarget(name: "ConformCLI", dependencies: ["ConformKit", "ConformAdapters"]),
        .executableTarget(name: "ConformGuard", dependencies: ["ConformKit"]),
        .executableTarget(name: "ConformBench", dependencies: ["ConformKit", "ConformAdapters"]),
        .executableTarget(name: "ConformBenchExternal", dependencies: ["ConformKit"]),
        // The fuzz harness: replays a corpus in a normal build; ci/fuzz.sh builds it for libFuzzer.
        .executableTarget(name: "ConformFuzz", dependencies: ["ConformKit", "ConformAdapters", "ConformRecorder"]),
        // Helpers only the tests use (fixtures of results): not a product, so not public surface.
        .target(name: "ConformTestSupport", dependencies: ["ConformKit"]),
        .testTarget(name: "ConformKitTests", dependencies: ["ConformKit", "ConformTestSupport"]),
        .testTarget(name: "ConformAdaptersTests", dependencies: ["ConformKit", "ConformAdapters", "ConformTestSupport"]),
        .testTarget(name: "ConformCLITests", dependencies: ["ConformKit", "ConformCLI", "ConformAdapters", "ConformTesting", "ConformTestSupport"]),
        .testTarget(
            name: "ConformTestingTests", dependencies: ["ConformKit", "ConformAdapters", "ConformTesting", "ConformTestSupport"],
            exclude: ["Conformance/Golden"])
    ],
    swiftLanguageModes: [.v6]
)
