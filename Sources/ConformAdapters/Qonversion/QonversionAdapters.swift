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
}
