// swift-tools-version: 6.0
import PackageDescription

// An app's own package that checks its paywall with Conform, as docs/ios.md walks through it.
// `MyPaywallSDK` stands in for the real SDK, which cannot build on Linux; Conform is the
// repository this folder lives in (an app names it by URL: docs/ios.md, step 1).
let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "conform", path: "../.."),   // an app: .package(url: "https://github.com/your-org/conform.git", branch: "main")
    ],
    targets: [
        .target(name: "MyPaywallSDK"),
        .testTarget(name: "PaywallConformanceTests", dependencies: [
            "MyPaywallSDK",
            .product(name: "ConformTesting", package: "conform"),
        ], exclude: ["Golden", "Divergences", "Specs"]),
    ],
    swiftLanguageModes: [.v6]
)
