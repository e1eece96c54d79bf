import ConformKit

extension SurfaceHistory {
    /// AdaptyUI Android's released tags 3.1.1 … 4.1.0, each with the commit it points at and the
    /// public surface `ci/surfaces/extract-adapty-android.py` read from it (`AdaptyAndroidReleaseData`):
    /// the listener interfaces (`listener`, 4.x `flow-listener`), the bodies of the default listeners
    /// an app extends (`default-listener`, `flow-default-listener`), `AdaptyUI` and the entry points.
    static let adaptyAndroid = SurfaceHistory(AdaptyAndroidReleaseData.text)
}
