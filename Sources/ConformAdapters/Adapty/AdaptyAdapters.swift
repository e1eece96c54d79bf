import ConformKit

/// The named Adapty adapters: each is one SDK version seen through one surface.
package enum AdaptyAdapters {
    /// Where the 3.x models come from.
    static let sdkSource = "adapty-ios-paywall-events (seeds 001/002) and SDK-FACTS (AdaptySDK-iOS"
    /// Every Adapty adapter, newest first.
    package static var all: [any Adapter] { adapters }

    /// The same list with its concrete type, for tests and tools that need versions.
    package static let adapters: [AdaptyAdapter] = [
        AdaptyAdapter(
            id: "adapty@3", version: AdaptyVersion(3, 17, 2), surface: .uikit,
            source: "\(sdkSource) 3.17.2)"),
        AdaptyAdapter(
            id: "adapty@3-swiftui", version: AdaptyVersion(3, 17, 2), surface: .swiftui,
            source: "\(sdkSource) 3.17.2, AdaptyPaywallView)"),
        AdaptyAdapter(
            id: "adapty@3.12", version: AdaptyVersion(3, 12, 0), surface: .uikit,
            source: "\(sdkSource) 3.11 … 3.12.x: retry only while on screen)"),
        AdaptyAdapter(
            id: "adapty@3.10", version: AdaptyVersion(3, 10, 0), surface: .uikit,
            source: "\(sdkSource) 3.0 … 3.10.x: unconditional retry)"),
        AdaptyAdapter(
            id: "adapty@3.1", version: AdaptyVersion(3, 1, 0), surface: .uikit,
            source: "\(sdkSource) 3.0 … 3.1.x: the 2.x delegate set)"),
        AdaptyAdapter(
            id: "adapty@2", version: AdaptyVersion(2, 11, 3), surface: .uikit,
            source: "SDK-FACTS (AdaptyUI-iOS 2.11.3, Sources/AdaptyUI+Public.swift)")
    ]

    /// The adapter listed as `id`, if any.
    package static func adapter(id: String) -> AdaptyAdapter? {
        adapters.first { $0.id == id }
    }
}
