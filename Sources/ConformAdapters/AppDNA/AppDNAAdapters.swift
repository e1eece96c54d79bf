import ConformKit

/// The AppDNA adapters this folder provides, for `BuiltinAdapters` to list.
package enum AppDNAAdapters {
    /// The AppDNA iOS paywall delegate model.
    package static var all: [any Adapter] { [AppDNAAdapter()] }
}
