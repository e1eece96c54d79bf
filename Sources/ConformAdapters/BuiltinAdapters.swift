import ConformKit

/// The reference adapters that ship with Conform and exist without any configuration.
public enum BuiltinAdapters {
    /// Every built-in adapter, in a fixed order: Miniwall, AppDNA, the Adapty versions, then the
    /// market's SDKs — RevenueCatUI, Superwall, Qonversion No-Codes.
    public static var all: [any Adapter] {
        [MiniwallAdapter()] + AppDNAAdapters.all + AdaptyAdapters.all + RevenueCatUIAdapters.all + SuperwallAdapters.all
            + QonversionAdapters.all
    }

    /// An adapter for an id that names a version of a versioned model (`revenuecatui@5.85.0`,
    /// `adapty@3.17.2`), built on demand; nil for any other id. The named built-ins are in `all`.
    ///
    /// A stopgap until the generic "any version of a versioned model" seam lands: each model
    /// resolves its own ids from its version gates.
    public static func adapter(resolving id: String) -> (any Adapter)? {
        if let adapter = RevenueCatUIAdapters.adapter(resolving: id) { return adapter }
        if let adapter = SuperwallAdapters.adapter(resolving: id) { return adapter }
        if let adapter = QonversionAdapters.adapter(resolving: id) { return adapter }
        return AdaptyAdapters.adapter(resolving: id)
    }

    /// `all`, plus an adapter for each of `ids` that names a version no built-in is listed as.
    public static func including(_ ids: [String]) -> [any Adapter] {
        let builtins = all
        let known = Set(builtins.map(\.id))
        var extra: [any Adapter] = []
        for id in ids where !known.contains(id) && !extra.contains(where: { $0.id == id }) {
            if let adapter = adapter(resolving: id) { extra.append(adapter) }
        }
        return builtins + extra
    }

    /// The versioned models, which answer for any released version in their range (`adapty@3.9.2`,
    /// `revenuecatui@5.59.0`, `superwall@4.9.0`, `qonversion-nocodes@6.12.0`).
    package static var families: [any VersionedAdapterFamily] { [AdaptyFamily(), RevenueCatUIFamily(), SuperwallFamily(), QonversionFamily()] }
}
