import ConformKit

/// The reference adapters that ship with Conform and exist without any configuration.
public enum BuiltinAdapters {
    /// Every built-in adapter, in a fixed order: Miniwall, AppDNA, then the Adapty versions.
    public static var all: [any Adapter] {
        [MiniwallAdapter()] + AppDNAAdapters.all + AdaptyAdapters.all
    }

    /// The versioned models, which answer for any version in their range (`adapty@3.9.2`).
    public static var families: [any VersionedAdapterFamily] { [AdaptyFamily()] }
}
