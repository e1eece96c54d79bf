import ConformKit

/// The named RevenueCatUI adapters; `RevenueCatUIFamily` answers for any other released version
/// (`revenuecatui@5.60.1`, `revenuecatui@5.60.1-swiftui`).
package enum RevenueCatUIAdapters {
    /// The family part of every id.
    package static let family = "revenuecatui"
    /// The newest version modelled: the one SDK-FACTS read.
    package static let newest = SDKVersion(5, 85, 0)

    /// The named adapters: the newest through each surface, and 5.68 through each — the last
    /// version whose dismissal could race ahead of the completion callbacks, without `didOpenURL`.
    package static let adapters: [RevenueCatUIAdapter] = [
        RevenueCatUIAdapter(id: "revenuecatui", version: newest, surface: .uikit),
        RevenueCatUIAdapter(id: "revenuecatui-swiftui", version: newest, surface: .swiftui),
        RevenueCatUIAdapter(id: "revenuecatui@5.68", version: SDKVersion(5, 68, 0), surface: .uikit),
        RevenueCatUIAdapter(id: "revenuecatui@5.68-swiftui", version: SDKVersion(5, 68, 0), surface: .swiftui)
    ]

    /// Every named adapter, in order.
    package static var all: [any Adapter] { adapters }
}
