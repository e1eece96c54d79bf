/// What `conform check --strict` adds: expectations that can never fail, found without running
/// anything, against the adapters the workspace runs (`Workspace.defaultAdapters`). A spec like
/// that is valid, and green everywhere, and checks nothing — a false green waiting to happen:
///
/// - `spec.runs-nowhere`: no adapter of the workspace runs the spec (its scope names none of them,
///   or none has the capabilities it requires), so it passes by never running;
/// - `spec.vacuous-never`: a `never:` of an event no adapter that runs the spec emits;
/// - `spec.never-unspecified`: a `never:` of an event the spec also declares `unspecified`, which
///   `never` ignores;
/// - `spec.vacuous-count`: a `count` from zero with no upper bound, which every transcript meets;
/// - `spec.unobservable-everywhere`: an expectation about an event no adapter that runs the spec
///   can observe, beside others that are checked — so the pair passes, "partially checked", with
///   this one never checked (a spec that expects nothing observable is reported not observable,
///   which is honest, and is not a finding);
/// - `spec.default-cannot-run`: a spec that cites what an SDK does by default in a handler
///   ("didFinishPurchase … default dismisses") but does not list that handler, so the app
///   implements it and the default never runs — whatever the spec expects of the default, it cannot
///   see it (`DefaultCitation`);
/// - `spec.open-everything`, `spec.unsupported-equivalent`, `spec.pins-no-event`: what the spec
///   leaves open or pins, as `conform mutate` scores it (`openings(in:)`).
///
/// Known-divergence entries for specs scoped away from their adapter are the other half
/// (`KnownDivergences.stale`); `conform check --strict` reports both.
package enum StrictCheck {
    /// The findings in `spec`, given the declarations of the adapters the workspace runs.
    package static func findings(in spec: Spec, adapters: [AdapterInfo], names adapterNames: AdapterNames) -> [Diagnostic] {
        let file = spec.file
        let top = SourceLocation(file: file, line: 1, column: 1)
        let running = adapters.filter { adapterNames.inapplicability(of: spec, to: $0) == nil }
        guard !running.isEmpty else {
            // Each adapter's own reason (a capability it lacks, a handler or step its SDK does not
            // have), at most two, so the warning names what to change.
            let reasons = adapters.prefix(2).compactMap { info in adapterNames.inapplicability(of: spec, to: info).map { "'\(info.id)': \($0)" } }
            let why =
                spec.scope.adapters.isEmpty
                ? reasons.joined(separator: "; ") + (adapters.count > 2 ? "; and \(adapters.count - 2) more adapters" : "")
                : "its scope names \(spec.scope.adapters.map { "'\($0)'" }.joined(separator: ", ")), and the workspace runs \(names(adapters))"
            return [
                Diagnostic(
                    id: .specRunsNowhere, severity: .warning,
                    location: spec.keyLines["scope"].map { SourceLocation(file: file, line: $0, column: 1) } ?? top,
                    message: "no adapter of this workspace runs the spec: \(why)",
                    notes: ["a spec that runs nowhere passes without checking anything; scope it to an adapter the workspace runs, or remove it"])
            ]
        }
        let surfaces = running.map(\.surface)
        var found: [Diagnostic] = []
        let expect = spec.expect
        // An expectation no adapter can observe is a false green only beside others that are
        // checked (the pair passes, "partially checked"); a spec that expects nothing observable at
        // all is reported not observable, which says so.
        let observable = { (pattern: EventPattern) in surfaces.contains { $0.visibility(of: pattern.name) != .hidden } }
        let checksSomething =
            expect.state != nil || expect.result != nil
            || expect.never.contains { observable($0.value) } || expect.counts.contains { observable($0.value.pattern) }
            || expect.order.contains { $0.value.patterns.contains(where: observable) }
            || (expect.exact ?? []).contains { $0.value.patterns.contains(where: observable) }
        for never in expect.never {
            let name = never.value.isPrefix ? never.value.name + "*" : never.value.name
            if let unspecified = expect.unspecified.first(where: { $0.value.name == never.value.name && $0.value.isPrefix == never.value.isPrefix }) {
                found.append(
                    Diagnostic(
                        id: .specNeverUnspecified, severity: .warning, location: never.location,
                        message:
                            "'never: \(never.value)' can never fail: the spec declares '\(unspecified.value)' unspecified (line \(unspecified.location.line)), and 'never' ignores unspecified events",
                        notes: ["keep one: the docs either leave the event open (unspecified) or rule it out (never)"]))
                continue
            }
            let visibility = surfaces.map { $0.visibility(of: never.value.name) }
            if !visibility.contains(.emitted) {
                let hidden = visibility.contains(.hidden)
                if hidden && !checksSomething { continue }
                found.append(
                    Diagnostic(
                        id: hidden ? .specUnobservableEverywhere : .specVacuousNever, severity: .warning, location: never.location,
                        message: hidden
                            ? "'never: \(never.value)' is never checked: no adapter that runs the spec can observe '\(name)' (\(names(running)))"
                            : "'never: \(never.value)' can never fail: no adapter that runs the spec emits '\(name)' (\(names(running)))",
                        notes: ["rule out an event an SDK in scope could send, or scope the spec to the adapters whose SDK has it"]))
            }
        }
        for count in expect.counts {
            if count.value.minimum == 0 && count.value.maximum == nil {
                found.append(
                    Diagnostic(
                        id: .specVacuousCount, severity: .warning, location: count.location,
                        message: "'count' of '\(count.value.pattern)' from 0 with no upper bound holds for every transcript",
                        notes: ["give a bound the docs state ('0..1', '1', '>=1'), or remove it"]))
            }
        }
        // An ordered or counted event no adapter that runs the spec can see is never checked either.
        let ordered =
            expect.order.flatMap { item in item.value.patterns.map { ($0, item.location) } }
            + (expect.exact ?? []).flatMap { item in item.value.patterns.map { ($0, item.location) } }
            + expect.counts.map { ($0.value.pattern, $0.location) }
        for (pattern, location) in ordered where checksSomething {
            let visibility = surfaces.map { $0.visibility(of: pattern.name) }
            if visibility.allSatisfy({ $0 == .hidden }) {
                found.append(
                    Diagnostic(
                        id: .specUnobservableEverywhere, severity: .warning, location: location,
                        message: "'\(pattern)' is never checked: no adapter that runs the spec can observe it (\(names(running)))",
                        notes: ["expect what an SDK in scope lets the harness see, or scope the spec to adapters that see it"]))
            }
        }
        found += DefaultCitation.findings(in: spec, running: running)
        found += openings(in: spec)
        return found.sorted()
    }

    /// `'a', 'b'`, at most four, then how many more.
    static func names(_ adapters: [AdapterInfo]) -> String {
        let ids = adapters.map { "'\($0.id)'" }
        return ids.count <= 4 ? ids.joined(separator: ", ") : ids.prefix(4).joined(separator: ", ") + " and \(ids.count - 4) more"
    }
}
