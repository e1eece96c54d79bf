/// The platform an SDK's model runs on: what an app is written for (Swift on iOS, Kotlin on
/// Android). Two families of one vendor on different platforms are one SDK across platforms
/// (`conform diff revenuecatui@5.85.0 revenuecatui-android@…`, docs/migration.md).
package enum SDKPlatform: String, Sendable, Hashable, Comparable, CaseIterable {
    case iOS = "ios"
    case android

    /// As people write it: `iOS`, `Android`.
    package var label: String {
        switch self {
        case .iOS: "iOS"
        case .android: "Android"
        }
    }

    /// iOS first, then Android: the order a vendor's columns take.
    package static func < (lhs: SDKPlatform, rhs: SDKPlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The vendor and platform of an adapter's versioned model: what groups a vendor's platforms side
/// by side in the matrix and the HTML report.
package struct AdapterPlatform: Sendable, Hashable {
    /// `revenuecat`.
    package var vendor: String
    /// `iOS`.
    package var platform: SDKPlatform

    package init(vendor: String, platform: SDKPlatform) {
        self.vendor = vendor
        self.platform = platform
    }

    /// `revenuecat · Android`.
    package var label: String { "\(vendor) · \(platform.label)" }

    /// `adapters` with each vendor's columns together, at its first column, platforms in order
    /// (iOS first); the others keep their order. Nothing moves without a vendor on two platforms.
    package static func grouped(_ adapters: [AdapterInfo], _ platforms: [String: AdapterPlatform]) -> [AdapterInfo] {
        var first: [String: Int] = [:]
        for (index, adapter) in adapters.enumerated() {
            if let vendor = platforms[adapter.id]?.vendor, first[vendor] == nil { first[vendor] = index }
        }
        func key(_ index: Int) -> (Int, Int, Int) {
            guard let found = platforms[adapters[index].id], let at = first[found.vendor] else { return (index, 0, index) }
            return (at, SDKPlatform.allCases.firstIndex(of: found.platform) ?? 0, index)
        }
        return adapters.indices.sorted { key($0) < key($1) }.map { adapters[$0] }
    }

    /// Whether some vendor has columns on more than one platform: then reports head its group.
    package static func spansPlatforms(_ platforms: [String: AdapterPlatform]) -> Bool {
        Dictionary(grouping: platforms.values, by: \.vendor).values.contains { Set($0.map(\.platform)).count > 1 }
    }
}

extension [any VersionedAdapterFamily] {
    /// The vendor and platform of each of `adapters` that is a versioned model's.
    package func platforms(of adapters: [AdapterInfo]) -> [String: AdapterPlatform] {
        var out: [String: AdapterPlatform] = [:]
        for adapter in adapters {
            if let found = vendor(ofAdapter: adapter.id) { out[adapter.id] = AdapterPlatform(vendor: found.vendor, platform: found.platform) }
        }
        return out
    }
}
