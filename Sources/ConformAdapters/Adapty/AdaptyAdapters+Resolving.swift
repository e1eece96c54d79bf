import ConformKit

/// Any 2.x or 3.x version of the Adapty model by id, for the switching report between SDKs.
extension AdaptyAdapters {
    /// The adapter for `adapty@3.17.2` or `adapty-swiftui@3.17.2`: any released version from 2.0.0 to
    /// 3.17.2 (the tags `SurfaceHistory.adapty` lists; SwiftUI from 2.1.0); nil otherwise, so the family
    /// refuses it with the nearest released versions. The named ids (`adapty@3`) stay in `adapters`.
    package static func adapter(resolving id: String) -> AdaptyAdapter? {
        // `3` and `2` name the named adapters and do not read as a version; a resolved id gives
        // all three numbers or two.
        guard let named = SDKVersion.split(adapterID: id),
              SurfaceHistory.adapty.release(named.version) != nil else { return nil }
        let surface: AdaptySurface
        switch named.family {
        case "adapty": surface = .uikit
        case "adapty-swiftui" where named.version >= AdaptyGate.swiftUIModifier.since: surface = .swiftui
        default: return nil
        }
        return AdaptyAdapter(id: id, version: named.version, surface: surface,
                             source: "\(sdkSource) \(named.version), resolved from the version gates)")
    }
}
