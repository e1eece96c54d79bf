import ConformKit

/// What a versioned family states as plain facts, said once as a value; `VersionedAdapterFamily`
/// says what each one means.
package struct FamilyFacts: Sendable {
    /// The name before the `@`: `adapty`.
    var name: String
    /// The SDK it models: `Adapty iOS`.
    var sdk: String
    /// The SDK's maker, the same on every platform: a model of its SDK on another platform names the same vendor.
    var vendor: String
    /// The platform the SDK runs on.
    var platform: SDKPlatform
    /// The modelled versions, oldest first.
    var ranges: [ClosedRange<SDKVersion>]
    /// The released tags, from the surface data `ci/surfaces/` read from the repository.
    var releases: [SDKVersion]
    /// The variants besides the default surface, as id suffixes; none for one surface.
    var variants: [String] = []
    /// The identities SwiftPM gives the SDK's repositories; none for an SDK SwiftPM never pins.
    var packageIdentities: [String] = []
    /// Every commit of the SDK that touched the paywall flow, with its verdict.
    var ledgers: [BehaviourLedger]
}

/// A versioned family whose plain facts are one `FamilyFacts` value, built once.
package protocol FactualFamily: VersionedAdapterFamily {
    /// The family's facts.
    static var facts: FamilyFacts { get }
}

extension FactualFamily {
    /// The facts' name.
    package var name: String { Self.facts.name }
    /// The facts' SDK.
    package var sdk: String { Self.facts.sdk }
    /// The facts' vendor.
    package var vendor: String { Self.facts.vendor }
    /// The facts' platform.
    package var platform: SDKPlatform { Self.facts.platform }
    /// The facts' ranges.
    package var ranges: [ClosedRange<SDKVersion>] { Self.facts.ranges }
    /// The facts' released tags.
    package var releases: [SDKVersion]? { Self.facts.releases }
    /// The facts' variants.
    package var variants: [String] { Self.facts.variants }
    /// The facts' SwiftPM identities.
    package var packageIdentities: [String] { Self.facts.packageIdentities }
    /// The facts' ledgers.
    package var ledgers: [BehaviourLedger] { Self.facts.ledgers }
}

extension [VersionGate] {
    /// The gates oldest first, as a family lists them: those of every variant, then each variant's
    /// own, each by version, then id.
    func oldestFirst() -> [VersionGate] {
        sorted { ($0.variant == nil ? 0 : 1, $0.version, $0.id) < ($1.variant == nil ? 0 : 1, $1.version, $1.id) }
    }
}
