import ConformKit

/// The named RevenueCatUI adapters, and any other version on demand (`revenuecatui@5.60.1`).
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
        RevenueCatUIAdapter(id: "revenuecatui-swiftui@5.68", version: SDKVersion(5, 68, 0), surface: .swiftui),
    ]

    /// Every named adapter, in order.
    package static var all: [any Adapter] { adapters }


    /// The adapter for `id` when it names a released version: `revenuecatui@5.85.0` (UIKit) or
    /// `revenuecatui-swiftui@5.60` — any tag `SurfaceHistory.revenueCatUI` lists, 4.31.5 to the newest; nil
    /// otherwise, so `RevenueCatUIFamily` refuses it with the nearest released versions.
    package static func adapter(resolving id: String) -> RevenueCatUIAdapter? {
        guard let named = SDKVersion.split(adapterID: id), SurfaceHistory.revenueCatUI.release(named.version) != nil else { return nil }
        let surface: RevenueCatUISurface
        switch named.family {
        case Substring(family): surface = .uikit
        case Substring(family + "-swiftui"): surface = .swiftui
        default: return nil
        }
        return RevenueCatUIAdapter(id: id, version: named.version, surface: surface)
    }
}
