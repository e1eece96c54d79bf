import ConformKit

extension SurfaceHistory {
    /// The Adapty paywall's released tags the model covers — AdaptyUI-iOS 2.x and AdaptySDK-iOS 3.x — each
    /// with the commit it points at and the public callback surface `ci/surfaces/extract-adapty.py` read
    /// from it (`AdaptyReleaseData`): the UIKit delegate's requirements (`delegate`), the observer-mode
    /// protocols' (`resolver` from 3.0.1, 2.x's `observer-delegate`), and the SwiftUI `.paywall`
    /// modifier's closure parameters (`swiftui`, from 2.1.0), the delegate requirements with a public default
    /// implementation (`delegate-default`) and the isolation and inheritance of those protocols (`isolation`).
    static let adapty = SurfaceHistory(AdaptyReleaseData.text)
}
