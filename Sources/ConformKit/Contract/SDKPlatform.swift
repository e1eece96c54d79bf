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
