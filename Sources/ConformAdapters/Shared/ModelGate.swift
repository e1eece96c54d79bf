import ConformKit

/// One behaviour of a modelled SDK that arrived at a version, as plain data: which model, since
/// when, where the fact comes from, and what changes for an app. Each model keeps its gates in one
/// place (`RevenueCatUIGate`, `SuperwallGate`, `QonversionGate`) and lists them as these values, so a
/// version-aware tool (the migration advisor) can read every model's gates the same way.
package struct ModelGate: Sendable, Hashable {
    /// The model's family, e.g. `revenuecatui`.
    package var model: String
    /// The gate's name in its model, e.g. `didOpenURL`.
    package var name: String
    /// The first version with the behaviour.
    package var since: SDKVersion
    /// Where the fact comes from: the SDK-FACTS line, or the repository history that dates it.
    package var source: String
    /// What changes for an app that upgrades past `since`, in one sentence.
    package var change: String

    package init(model: String, name: String, since: SDKVersion, source: String, change: String) {
        self.model = model
        self.name = name
        self.since = since
        self.source = source
        self.change = change
    }
}
