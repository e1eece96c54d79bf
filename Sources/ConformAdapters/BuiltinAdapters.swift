import ConformKit

/// The reference adapters that ship with Conform and exist without any configuration.
public enum BuiltinAdapters {
    /// Every built-in adapter, in a fixed order: Miniwall, AppDNA, then the Adapty versions.
    public static var all: [any Adapter] {
        [MiniwallAdapter()] + AppDNAAdapters.all + AdaptyAdapters.all
    }
}
