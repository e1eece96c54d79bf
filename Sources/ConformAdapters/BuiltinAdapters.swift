import ConformKit

/// The reference adapters that ship with Conform and exist without any configuration.
public enum BuiltinAdapters {
    /// Every built-in adapter, in a fixed order: Miniwall, AppDNA, the Adapty versions, then the
    /// market's SDKs — RevenueCatUI (iOS, then Android), Superwall, Qonversion No-Codes — and
    /// AdaptyUI Android.
    public static var all: [any Adapter] {
        [MiniwallAdapter()] + AppDNAAdapters.all + AdaptyAdapters.all + RevenueCatUIAdapters.all + RevenueCatUIAndroidAdapters.all
            + SuperwallAdapters.all
            + QonversionAdapters.all + AdaptyAndroidAdapter.all
    }

    /// The adapter an id names: a named built-in (`adapty@3`), else the version of a versioned
    /// model with its canonical id (`revenuecatui@5.85.0`, `adapty@3.9.0-swiftui` for
    /// `adapty@3.9-swiftui`), built on demand; nil for any other id, and for one the model refuses
    /// (`conform run --adapter` says why). The reading is `AdapterNames`, the one every command uses.
    public static func adapter(resolving id: String) -> (any Adapter)? {
        if let named = all.first(where: { $0.id == id }) { return named }
        guard let resolved = try? AdapterNames(families).member(id) else { return nil }
        return resolved.family.adapter(resolved.member, id: resolved.member.id)
    }

    /// `all`, plus the adapter of each of `ids` that names a version no built-in is listed as
    /// (`adapter(resolving:)`), under its canonical id.
    public static func including(_ ids: [String]) -> [any Adapter] {
        let builtins = all
        var known = Set(builtins.map(\.id))
        var extra: [any Adapter] = []
        for id in ids where !known.contains(id) {
            if let adapter = adapter(resolving: id), known.insert(adapter.id).inserted { extra.append(adapter) }
        }
        return builtins + extra
    }

    /// The versioned models, which answer for any released version in their range (`adapty@3.9.2`,
    /// `revenuecatui@5.59.0`, `superwall@4.9.0`, `qonversion-nocodes@6.12.0`).
    package static var families: [any VersionedAdapterFamily] {
        [AdaptyFamily(), RevenueCatUIFamily(), RevenueCatUIAndroidFamily(), SuperwallFamily(), QonversionFamily(), AdaptyAndroidFamily()]
    }
}
