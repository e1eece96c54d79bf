/// A comparison of one SDK across platforms: two versioned models of one vendor on different
/// platforms (`revenuecatui`, iOS, and `revenuecatui-android`). It runs as a switch between two
/// SDKs — what an app leaving handlers to the SDK gets comes first — but reports read it as one
/// SDK on two platforms, each side in its own platform's words, with no chain to walk between them.
package struct CrossPlatform: Sendable, Hashable {
    /// The vendor both models name: `revenuecat`.
    package var vendor: String
    /// The old side's platform.
    package var old: SDKPlatform
    /// The new side's platform.
    package var new: SDKPlatform

    package init(vendor: String, old: SDKPlatform, new: SDKPlatform) {
        self.vendor = vendor
        self.old = old
        self.new = new
    }

    /// The comparison of `a` and `b` when they are one vendor's models on two platforms, else nil.
    package init?(_ a: any VersionedAdapterFamily, _ b: any VersionedAdapterFamily) {
        guard a.name != b.name, a.vendor == b.vendor, a.platform != b.platform else { return nil }
        self.init(vendor: a.vendor, old: a.platform, new: b.platform)
    }

    /// How reports head it: `one SDK across platforms: revenuecat on iOS and Android`.
    package var title: String { "one SDK across platforms: \(vendor) on \(old.label) and \(new.label)" }

    /// How the differences an app leaving handlers to the SDK gets are headed.
    package var defaultsTitle: String { "what an app gets differently on \(old.label) and \(new.label), with the SDK's defaults" }
}
