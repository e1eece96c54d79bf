extension StrictCheck {
    /// What `check --strict` finds in what a spec leaves open or pins, for `conform mutate`
    /// (docs/mutation.md): `unspecified: ['*']`, which leaves every event open (`spec.open-everything`);
    /// an `equivalent:` whose reason cites no source — a URL, a path or a spec — that says the contract
    /// allows the mutant (`spec.unsupported-equivalent`); a pattern that names no event where one is
    /// required, which pins nothing (`spec.pins-no-event`).
    static func openings(in spec: Spec) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let expect = spec.expect
        for p in expect.unspecified where p.value.isPrefix && p.value.name.isEmpty {
            found.append(
                Diagnostic(
                    id: .specOpenEverything, severity: .warning, location: p.location,
                    message:
                        "'unspecified: [\(p.value)]' leaves every event open: the spec claims nothing about any event, and 'conform mutate' counts every mutant of them as not killed",
                    notes: ["declare open only the events the docs are silent about, like unspecified: [paywall.closed]"]))
        }
        for entry in spec.equivalent where !citesSource(entry.value.reason) {
            found.append(
                Diagnostic(
                    id: .specUnsupportedEquivalent, severity: .warning, location: entry.location,
                    message: "equivalent '\(entry.value.mutant)' gives a reason that cites nothing: '\(entry.value.reason)'",
                    notes: [
                        "say where the docs allow the change — a URL, the SDK's repository path, or the spec that checks it (common/purchase/pending-keeps-paywall) — or declare the event unspecified; 'conform mutate' counts it as not killed either way"
                    ]))
        }
        let required =
            expect.order.flatMap { item in item.value.patterns.map { ("order", $0, item.location) } }
            + (expect.exact ?? []).flatMap { item in item.value.patterns.map { ("exact", $0, item.location) } }
            + expect.counts.filter { !$0.value.pinsAnEvent }.map { ("count", $0.value.pattern, $0.location) }
        for (key, pattern, location) in required where !pattern.namesAnEvent {
            found.append(
                Diagnostic(
                    id: .specPinsNoEvent, severity: .warning, location: location,
                    message: "'\(pattern)' in '\(key)' names no event, so it pins nothing: 'conform mutate' scores the spec without it",
                    notes: ["name the event the contract is about, like 'purchase.completed premium_monthly'"]))
        }
        for never in expect.never where !never.value.forbidsAnEvent {
            found.append(
                Diagnostic(
                    id: .specPinsNoEvent, severity: .warning, location: never.location,
                    message: "'\(never.value)' in 'never' names no event, so it pins nothing: 'conform mutate' scores the spec without it",
                    notes: ["rule out the event the contract is about, like 'never: [purchase.failed]'"]))
        }
        return found
    }

    /// Whether a reason cites a source: a URL, or a path, repository or spec id (a word with `/`).
    static func citesSource(_ reason: String) -> Bool {
        reason.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "," || $0 == ";" }).contains { word in
            word.contains("/") && word.split(separator: "/").filter { !$0.isEmpty }.count >= 2
        }
    }
}
