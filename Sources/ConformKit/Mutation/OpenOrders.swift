/// The orders a suite leaves open, so that `--suggest` never pins one in a spec: an order of two
/// events is left open when another spec's passing transcript, on an adapter the spec runs on, has
/// both events the other way round, or when a spec passing there declares either event
/// `unspecified` — the suite says elsewhere that the docs do not fix it.
package struct OpenOrders: Sendable {
    /// One passing transcript of the suite.
    struct Run: Sendable {
        var specID: String
        var adapterID: String
        var events: [Event]
        var final: FinalState
        var surface: EventSurface
        var unspecified: [Located<EventPattern>]
        /// The event names it has.
        var names: Set<String>
    }

    var runs: [Run] = []

    /// Nothing left open (no suite to read).
    package init() {}

    /// The passing transcripts of `reports`, run with transcripts and specs kept: the suite, or its
    /// parts.
    package init(_ reports: [RunReport]) {
        for report in reports { add(report) }
    }

    /// Adds the passing transcripts of `report`.
    mutating func add(_ report: RunReport) {
        let specs = Dictionary(report.specs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let infos = Dictionary(report.adapters.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for pair in report.pairs {
            guard case .ran(let run) = pair.outcome, run.match.violations.isEmpty, pair.verdict != .notObservable,
                let transcript = run.transcript, let spec = specs[pair.specID], let info = infos[pair.adapterID]
            else { continue }
            runs.append(
                Run(
                    specID: pair.specID, adapterID: pair.adapterID, events: transcript.events, final: transcript.final,
                    surface: info.surface, unspecified: spec.expect.unspecified, names: Set(transcript.events.map(\.name.rawValue))))
        }
    }

    /// Whether the suite leaves the order of `a` before `b` open for spec `specID` on `adapters`.
    func leavesOpen(_ a: EventPattern, _ b: EventPattern, specID: String, adapters: Set<String>) -> Bool {
        let suggestion = SuggestedExpectation.order(a, b)
        for run in runs where run.specID != specID && adapters.contains(run.adapterID) {
            if run.unspecified.contains(where: { p in [a, b].contains { Self.covers(p.value, $0.name) } }) { return true }
            guard run.names.contains(a.name), run.names.contains(b.name),
                run.events.contains(where: a.matches), run.events.contains(where: b.matches)
            else { continue }
            if !suggestion.holds(run.events, final: run.final, surface: run.surface, unspecified: run.unspecified) { return true }
        }
        return false
    }

    /// Whether the unspecified pattern `p` covers the event name `name`.
    static func covers(_ p: EventPattern, _ name: String) -> Bool {
        p.isPrefix ? name.hasPrefix(p.name) : p.name == name
    }
}
