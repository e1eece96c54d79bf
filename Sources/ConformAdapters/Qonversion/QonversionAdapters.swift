import ConformKit

/// The named Qonversion No-Codes adapter, and any 6.x version on demand (`qonversion-nocodes@6.12.0`).
package enum QonversionAdapters {
    /// The family part of every id.
    package static let family = "qonversion-nocodes"
    /// The version SDK-FACTS read.
    package static let newest = SDKVersion(6, 13, 1)
    /// The oldest version the model covers: No-Codes arrived in 6.0.0.
    package static let oldest = SDKVersion(6, 0, 0)

    package static let adapters: [QonversionAdapter] = [QonversionAdapter(id: family, version: newest)]

    /// Every named adapter, in order.
    package static var all: [any Adapter] { adapters }


    /// The adapter for `qonversion-nocodes@<version>`, a released tag from 6.0.0 to 6.13.1
    /// (`SurfaceHistory.qonversion`); nil otherwise, so `QonversionFamily` refuses it with the nearest released versions.
    package static func adapter(resolving id: String) -> QonversionAdapter? {
        guard let named = SDKVersion.split(adapterID: id), named.family == family,
              SurfaceHistory.qonversion.release(named.version) != nil else { return nil }
        return QonversionAdapter(id: id, version: named.version)
    }
}
