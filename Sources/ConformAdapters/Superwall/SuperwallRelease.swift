import ConformKit

/// Superwall's released tags the model covers, 4.0.0 … 4.16.3, each with its commit and the public
/// callback surface `ci/surfaces/extract-superwall.py` read from it (`SuperwallReleaseData`): the
/// paywall requirements of `SuperwallDelegate` (`delegate`) and `PaywallPresentationHandler`'s
/// closures (`handler`).
enum SuperwallRelease {
    /// Every released tag, oldest first.
    static let all: [SurfaceRelease] = SurfaceRelease.parse(SuperwallReleaseData.text)

    /// The released versions, oldest first.
    static let versions: [SDKVersion] = all.map(\.version)

    /// The release of `version`, if it was released.
    static func release(_ version: SDKVersion) -> SurfaceRelease? {
        all.first { $0.version == version }
    }
}
