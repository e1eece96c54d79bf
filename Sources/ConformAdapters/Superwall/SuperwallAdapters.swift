import ConformKit

/// The named Superwall adapter, and any 4.x version on demand (`superwall@4.8.0`).
package enum SuperwallAdapters {
    /// The family part of every id.
    package static let family = "superwall"
    /// The version SDK-FACTS read.
    package static let newest = SDKVersion(4, 16, 3)
    /// The oldest version the model covers: the 4.x line.
    package static let oldest = SDKVersion(4, 0, 0)

    package static let adapters: [SuperwallAdapter] = [SuperwallAdapter(id: family, version: newest)]

    /// Every named adapter, in order.
    package static var all: [any Adapter] { adapters }
}
