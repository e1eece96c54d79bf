import ConformKit

/// A modelled SDK's released tags, oldest first, each with its commit and public callback surface,
/// read once from the data a `ci/surfaces/extract-<sdk>.py` script generated.
struct SurfaceHistory: Sendable {
    /// Every released tag, oldest first.
    let all: [SurfaceRelease]
    /// The released versions, oldest first.
    let versions: [SDKVersion]

    init(_ text: String) {
        all = SurfaceRelease.parse(text)
        versions = all.map(\.version)
    }

    /// The release of `version`, if it was released.
    func release(_ version: SDKVersion) -> SurfaceRelease? {
        all.first { $0.version == version }
    }
}
