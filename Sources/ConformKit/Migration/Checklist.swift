/// What the app's code must change, per method of the app's side — a delegate method, a SwiftUI
/// closure, a handler's return value — built from a migration's findings: for each, the version
/// it changed in, the old and new signatures, the behaviour difference, the source and the specs
/// that show it.
package struct Checklist: Sendable, Hashable {
    /// One change to one method.
    package struct Entry: Sendable, Hashable {
        /// The version it changed in, when known.
        package var version: SDKVersion?
        /// When, as a report heads it: the version, or the variant (`on -swiftui`).
        package var when: String
        /// The kind of change.
        package var kind: ChangeKind
        /// What changed, in a line.
        package var summary: String
        /// What the app's code must do.
        package var action: String
        /// The method as the app has it, when it had one.
        package var oldSignature: String?
        /// The method as it must be, when it is another one (or the only one, for an addition).
        package var newSignature: String?
        /// What the specs observed: each event it shows in, before and after.
        package var behaviour: [Observed]
        /// The citation behind it, when a gate explains it.
        package var source: String?
        /// The specs that show it.
        package var specs: [String]
    }

    /// One observed difference behind an entry.
    package struct Observed: Sendable, Hashable, Comparable {
        /// The canonical event (`final` for the final state).
        package var event: String
        /// How it was: a native form (with its time), or a final state; empty when nothing fired.
        package var before: String
        /// How it is; empty when nothing fires any more.
        package var after: String

        /// Orders by event, then text.
        package static func < (lhs: Observed, rhs: Observed) -> Bool {
            (lhs.event, lhs.before, lhs.after) < (rhs.event, rhs.before, rhs.after)
        }
    }

    /// One method of the app's side and every change to it, oldest first.
    package struct Item: Sendable, Hashable {
        /// The method, as the app has it (the new one, for a callback that was added).
        package var method: String
        /// Its changes, oldest first.
        package var entries: [Entry]
    }

    /// The items, by the version of their first change, then by method.
    package var items: [Item]

    /// The checklist of `findings`.
    package init(findings: [MigrationFinding]) {
        var byMethod: [String: [Entry]] = [:]
        for finding in findings {
            let (method, entry) = Self.entry(finding)
            // One change to one method, seen in several events, is one entry.
            if let i = byMethod[method]?.firstIndex(where: { $0.sameChange(as: entry) }) {
                byMethod[method]?[i].merge(entry)
            } else {
                byMethod[method, default: []].append(entry)
            }
        }
        let zero = SDKVersion(0, 0)
        items = byMethod.map { method, entries in
            Item(
                method: method,
                entries: entries.sorted {
                    ($0.version ?? zero, $0.kind, $0.behaviour.first?.event ?? "") < ($1.version ?? zero, $1.kind, $1.behaviour.first?.event ?? "")
                })
        }.sorted { ($0.entries.first?.version ?? zero, $0.method) < ($1.entries.first?.version ?? zero, $1.method) }
    }

    /// How many entries there are.
    package var count: Int { items.reduce(0) { $0 + $1.entries.count } }

    /// The method a finding is filed under, and its entry.
    static func entry(_ finding: MigrationFinding) -> (String, Entry) {
        let d = finding.difference, gate = finding.gate
        var old: String?, new: String?
        switch d.kind {
        case .added: (old, new) = (nil, d.method ?? gate?.after)
        case .alert, .finalState: (old, new) = (gate?.before, gate?.after)
        case .removed:
            // The method stays when the gate's method is the removed one (a handler answered, no reload follows).
            let stays = gate?.after.map { NativeForm($0).method } == d.method.map { NativeForm($0).method }
            (old, new) = (d.method ?? gate?.before, stays ? gate?.after : d.arrivesAs != nil ? d.newMethod : nil)
        case .renamed, .arguments, .timing, .reordered: (old, new) = (d.method ?? gate?.before, d.newMethod ?? d.method ?? gate?.after)
        }
        // A consequence elsewhere (no reloaded selection, after a handler's answer stopped
        // reloading) is filed under the method the gate is about: that is where the code changes.
        if let gate, let gateMethod = gate.method, let own = d.method, !gate.methods.contains(NativeForm(own).method) {
            (old, new) = (gate.before ?? gateMethod, gate.after)
        }
        // Between two SDKs, the one callback the code goes into, of several reported at once, and
        // the one the app's code is filed under (the advice names the others).
        if finding.advice != nil {
            if let one = finding.advice?.method { new = one }
            old = old.map { SwitchAdvice.primary($0).use }
        }
        let method = (d.kind == .added ? new : old) ?? new ?? (d.kind == .alert ? "the SDK's alerts" : "the paywall's final state")
        let entry = Entry(
            version: finding.version, when: finding.when, kind: d.kind, summary: gate?.summary ?? finding.advice?.summary ?? summary(d),
            action: gate?.advice ?? finding.advice?.action ?? action(d),
            oldSignature: old, newSignature: new == old ? nil : new,
            behaviour: [Observed(event: d.event, before: finding.shown.before, after: finding.shown.after)],
            source: gate?.source, specs: finding.specs)
        return (method, entry)
    }

    /// What changed, when no gate says.
    static func summary(_ d: MigrationDifference) -> String {
        switch d.kind {
        case .finalState: return "the paywall ends as '\(d.after)' instead of '\(d.before)'"
        case .alert: return d.after.isEmpty ? "the SDK no longer shows '\(d.before)' here" : "the SDK now shows '\(d.after)' here"
        default: return "\(d.event): \(d.kind.label)"
        }
    }

    /// What to do, when no gate says.
    static func action(_ d: MigrationDifference) -> String {
        let method = d.method.map { "`\($0)`" } ?? "the callback"
        switch d.kind {
        case .added: return "implement \(method) if the app needs to know"
        case .removed: return "stop relying on \(method) here"
        case .renamed: return "move the code of \(method) to `\(d.newMethod ?? d.after)`"
        case .arguments: return "update \(method) for the new signature and arguments"
        case .timing: return "do not rely on when \(method) fires"
        case .reordered: return "do not rely on the order in which \(method) fires"
        case .alert: return "check what the user is told here: the app may need to show its own message, or stop showing one"
        case .finalState: return "check what the app does after the paywall ends"
        }
    }
}

extension Checklist.Entry {
    /// Whether `other` is the same change to the same method (same version, kind, summary and action).
    func sameChange(as other: Checklist.Entry) -> Bool {
        (when, kind, summary, action, oldSignature, newSignature) == (
            other.when, other.kind, other.summary, other.action, other.oldSignature, other.newSignature
        )
    }

    /// Takes in what `other` observed, and its specs.
    mutating func merge(_ other: Checklist.Entry) {
        behaviour = Array(Set(behaviour + other.behaviour)).sorted()
        specs = Array(Set(specs + other.specs)).sorted()
    }
}
