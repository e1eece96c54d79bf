import ConformKit

/// Every fact a family states of one gate beyond its `GateTable` row, written once as one value of
/// the family's `facts` table: what changed, the code read at the tag, and what a migration report
/// and a spec read of it. A gate is added or reviewed in that one place.
struct GateFacts: Sendable {
    /// One line on what changed.
    var summary: String
    /// What the code at the tag shows; `source` adds the ledger's reading.
    var code: String
    /// The variant the gate is confined to (an id suffix), if not every surface.
    var variant: String? = nil
    /// The app's method before the change, if one.
    var before: String? = nil
    /// The app's method after the change, if one.
    var after: String? = nil
    /// The app's other methods it concerns.
    var others: [String] = []
    /// What the app changes; nil only where the family words it per surface (Adapty's `advice(on:)`).
    var advice: String?
    /// The events or event families whose transcripts the change touches.
    var events: [String] = []
    /// The capabilities and callbacks the gate introduces besides its `capability`.
    var introduces: [String] = []
    /// The host handlers that no longer exist from the gate on.
    var retires: [String] = []
    /// The public declarations the gate adds at its tag, keyed as `SurfaceRelease.facts` keys them.
    var declares: Set<String> = []
    /// The capability a spec can require of a version with the gate, if it adds one.
    var capability: Capability? = nil
    /// The event names or families that become observable with the gate.
    var observes: [String] = []
}

/// A tabled gate whose other facts are one `GateFacts` value per case, in a table built once: every
/// property reads its row, so reading one is a lookup, never a computation.
protocol FactualGate: TabledGate {
    /// Every gate's facts, one row per case.
    static var facts: [Self: GateFacts] { get }
}

extension FactualGate {
    /// The gate's row of `facts` (a missing row stops the program: the tests read every gate).
    var facts: GateFacts {
        guard let facts = Self.facts[self] else { preconditionFailure("\(Self.self).facts: no row for \(rawValue)") }
        return facts
    }
    /// One line on what changed.
    var summary: String { facts.summary }
    /// Where the fact comes from: the code read at the tag, and the tag and commit.
    var source: String { "\(facts.code); \(origin.reading)" }
    /// The public declarations the gate adds at its tag.
    var declares: Set<String> { facts.declares }
    /// The capability a spec can require of a version with the gate, if it adds one.
    var capability: Capability? { facts.capability }
    /// The event names or families that become observable with the gate.
    var observes: [String] { facts.observes }
    /// The variant the gate is confined to, if one.
    var variant: String? { facts.variant }
    /// What the app's code must do, as its row says it.
    var advice: String { facts.advice ?? "" }
    /// The events or event families whose transcripts the gate touches.
    var events: [String] { facts.events }
    /// What a migration report says the gate introduces: its capability, then the row's handlers and options.
    var introduced: [String] { (facts.capability.map { [$0.rawValue] } ?? []) + facts.introduces }
}

/// A factual gate whose app methods are facts of its row, the same on every surface, so the gate a
/// migration report reads is its row alone (RevenueCatUI's and Adapty's methods depend on the surface).
protocol RowGate: FactualGate {}

extension RowGate {
    /// The app's method before and after the gate.
    var methods: (before: String?, after: String?) { (facts.before, facts.after) }
    /// The gate as a migration report reads it, all from its row.
    var versionGate: VersionGate {
        let facts = facts
        return migrationGate(
            variant: facts.variant, before: facts.before, after: facts.after, others: facts.others, advice: advice,
            events: facts.events, introduces: introduced, retires: facts.retires)
    }
}
