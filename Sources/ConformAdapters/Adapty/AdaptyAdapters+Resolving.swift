import ConformKit

/// Any 2.x or 3.x version of the Adapty model by id, for the switching report between SDKs.
extension AdaptyAdapters {
    /// The adapter for `adapty@3.17.2` or `adapty-swiftui@3.17.2`: any version from 2.0.0 to
    /// 3.17.2 (the range SDK-FACTS read); nil otherwise. The named ids (`adapty@3`) stay in `adapters`.
    package static func adapter(resolving id: String) -> AdaptyAdapter? {
        guard let at = id.firstIndex(of: "@") else { return nil }
        let surface: AdaptySurface
        switch id[..<at] {
        case "adapty": surface = .uikit
        case "adapty-swiftui": surface = .swiftui
        default: return nil
        }
        let text = String(id[id.index(after: at)...])
        // `3` and `2` name the named adapters; a resolved id gives all three numbers or two.
        guard text.contains("."), let version = AdaptyVersion(text),
              version >= AdaptyVersion(2, 0), version <= AdaptyVersion(3, 17, 2) else { return nil }
        return AdaptyAdapter(id: id, version: version, surface: surface,
                             source: "\(sdkSource) \(version), resolved from the version gates)")
    }
}
