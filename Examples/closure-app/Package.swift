// swift-tools-version: 6.0
import PackageDescription

// An app's own package whose paywall SDK takes closures (docs/ios.md, "A closure-based SDK"):
// `ClosurePaywallSDK` stands in for an SDK shaped like RevenueCatUI's `PaywallView` modifiers,
// which cannot build on Linux; Conform is the repository this folder lives in.
let package = Package(
    name: "ClosureApp",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "conform", path: "../.."),   // an app: .package(url: "https://github.com/your-org/conform.git", branch: "main")
    ],
    targets: [
        .target(name: "ClosurePaywallSDK"),
        .testTarget(name: "ClosurePaywallTests", dependencies: [
            "ClosurePaywallSDK",
            .product(name: "ConformTesting", package: "conform"),
        ], exclude: ["Divergences", "Specs"]),
    ],
    swiftLanguageModes: [.v6]
)
