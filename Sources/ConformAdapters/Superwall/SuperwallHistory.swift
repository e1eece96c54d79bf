import ConformKit

extension SurfaceHistory {
    /// Superwall's released tags the model covers, 4.0.0 … 4.16.3, each with its commit and the public
    /// callback surface `ci/surfaces/extract-superwall.py` read from it (`SuperwallReleaseData`): the
    /// paywall requirements of `SuperwallDelegate` (`delegate`) and `PaywallPresentationHandler`'s
    /// closures (`handler`).
    static let superwall = SurfaceHistory(SuperwallReleaseData.text)
}
