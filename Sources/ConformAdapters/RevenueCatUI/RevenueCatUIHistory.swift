import ConformKit

extension SurfaceHistory {
    /// RevenueCatUI's released tags the model covers, 4.31.5 … 5.85.0, each with its commit and the
    /// public callback surface `ci/surfaces/extract-revenuecatui.py` read from it (`RevenueCatUIReleaseData`):
    /// the UIKit delegate's requirements (`delegate`), the SwiftUI modifiers (`swiftui`) and the closures
    /// of `.presentPaywallIfNeeded` (`present-if-needed`).
    static let revenueCatUI = SurfaceHistory(RevenueCatUIReleaseData.text)
}
