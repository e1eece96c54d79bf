/// A difference found on one step of a migration, once, with every spec that shows it, the version
/// it first appeared in and the gate (with its citation) that explains it.
package struct MigrationFinding: Sendable, Hashable {
    package var difference: MigrationDifference
    /// The specs that show it, sorted.
    package var specs: [String]
    /// The distinct virtual times the added or removed event fired at, sorted; empty when it
    /// fired at zero in any spec (then the time is no part of the story).
    package var times: [VirtualTime] = []
    /// The gate that explains it, if one does.
    package var gate: VersionGate?
    /// The version it first appeared in: the step's, or the gate's in a direct comparison.
    package var version: SDKVersion?
    /// Whether it was found between two versions through one variant — a step of a version chain,
    /// or a direct comparison of two versions of one surface (then a variant's gate dates it too).
    package var chained = false
    /// For a switch between two SDKs: the handlers an app leaves to the SDKs' defaults when the
    /// difference shows only then (an app that does not implement them); nil for a difference an
    /// app that implements every handler sees too.
    package var defaults: [String]?
    /// For a switch between two SDKs: what the app is told, in the SDKs' own terms.
    package var advice: SwitchAdvice?
    /// For a comparison of two SDKs, each side that is a versioned model: the versions around the
    /// one named where the difference holds, the other side kept at its version (`SideWalk`).
    package var spans: [VersionSpan] = []

    /// How a switching report heads the differences an app relying on the SDKs' defaults gets.
    package static let defaultsTitle = "with the SDKs' defaults"

    /// When it appeared, as a report heads it: the version, or the variant a variant's gate tells
    /// apart (`on -swiftui`), or `version unknown`.
    package var when: String {
        if defaults != nil { return Self.defaultsTitle }
        if let variant = gate?.variant, !chained { return "on -\(variant)" }
        return version.map(\.description) ?? "version unknown"
    }

    /// `@2s, @4s`, or empty.
    package var timesText: String { times.map { "@\($0)" }.joined(separator: ", ") }

    /// The difference's `before` and `after` as reports show them: an added or removed event's times after it.
    var shown: (before: String, after: String) {
        let d = difference, times = timesText.isEmpty ? "" : " " + timesText
        return (d.before.isEmpty || d.kind != .removed ? d.before : d.before + times, d.after.isEmpty || d.kind != .added ? d.after : d.after + times)
    }
}

/// Specs that could not be compared, for one cause (a line number or a quoted value inside a
/// reason does not make another cause).
package struct Uncompared: Sendable, Hashable {
    /// Why, once.
    package var cause: String
    /// The specs, sorted.
    package var specs: [String]

    /// One group per cause, its specs sorted: the largest first, then by cause.
    static func groups(_ causes: [String: some Sequence<String>]) -> [Uncompared] {
        causes.map { Uncompared(cause: $0.key, specs: $0.value.sorted()) }.sorted { ($1.specs.count, $0.cause) < ($0.specs.count, $1.cause) }
    }
}
