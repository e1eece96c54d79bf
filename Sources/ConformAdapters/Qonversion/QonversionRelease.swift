import ConformKit

/// Qonversion No-Codes' released tags the model covers, 6.0.0 … 6.13.1, each with its commit and
/// the `NoCodesDelegate` requirements `ci/surfaces/extract-qonversion.py` read from it (`QonversionReleaseData`).
enum QonversionRelease {
    /// Every released tag, oldest first.
    static let all: [SurfaceRelease] = SurfaceRelease.parse(QonversionReleaseData.text)

    /// The released versions, oldest first.
    static let versions: [SDKVersion] = all.map(\.version)

    /// The release of `version`, if it was released.
    static func release(_ version: SDKVersion) -> SurfaceRelease? {
        all.first { $0.version == version }
    }
}
