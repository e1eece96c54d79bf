import ConformKit

extension SurfaceHistory {
    /// Qonversion No-Codes' released tags the model covers, 6.0.0 … 6.13.1, each with its commit and
    /// the `NoCodesDelegate` requirements `ci/surfaces/extract-qonversion.py` read from it (`QonversionReleaseData`).
    static let qonversion = SurfaceHistory(QonversionReleaseData.text)
}
