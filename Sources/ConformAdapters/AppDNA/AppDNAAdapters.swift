import ConformKit

/// The AppDNA adapters this folder provides, for `BuiltinAdapters` to list.
public enum AppDNAAdapters {
    /// The AppDNA iOS paywall delegate model.
    public static var all: [any Adapter] { [AppDNAAdapter()] }
}
