import ConformKit

/// RevenueCatUI's released tags the model covers, 4.31.5 … 5.85.0, each with its commit and the
/// public callback surface `ci/surfaces/extract-revenuecatui.py` read from it (`RevenueCatUIReleaseData`):
/// the UIKit delegate's requirements (`delegate`), the SwiftUI modifiers (`swiftui`) and the closures
/// of `.presentPaywallIfNeeded` (`present-if-needed`).
enum RevenueCatUIRelease {
    /// Every released tag, oldest first.
    static let all: [SurfaceRelease] = SurfaceRelease.parse(RevenueCatUIReleaseData.text)

    /// The released versions, oldest first.
    static let versions: [SDKVersion] = all.map(\.version)

    /// The release of `version`, if it was released.
    static func release(_ version: SDKVersion) -> SurfaceRelease? {
        all.first { $0.version == version }
    }
}
