import ConformKit

/// The named Superwall adapter, and any 4.x version on demand (`superwall@4.8.0`).
public enum SuperwallAdapters {
    /// The family part of every id.
    public static let family = "superwall"
    /// The version SDK-FACTS read.
    public static let newest = SDKVersion(4, 16, 3)
    /// The oldest version the model covers: the 4.x line.
    public static let oldest = SDKVersion(4, 0, 0)

    /// The named adapters.
    public static let adapters: [SuperwallAdapter] = [SuperwallAdapter(id: family, version: newest)]

    /// Every named adapter, in order.
    public static var all: [any Adapter] { adapters }

    /// Every gate of the model, as plain data.
    public static var gates: [ModelGate] { SuperwallGate.allCases.map(\.record) }

    /// The adapter for `superwall@<version>` within 4.0.0 … 4.16.3; nil otherwise.
    public static func adapter(resolving id: String) -> SuperwallAdapter? {
        guard id.hasPrefix(family + "@"), let version = SDKVersion(String(id.dropFirst(family.count + 1))),
              version >= oldest, version <= newest else { return nil }
        return SuperwallAdapter(id: id, version: version)
    }
}
